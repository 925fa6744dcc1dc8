/** Names, groups and places the generator swaps into examples: Indian and international, formal and familiar. */
const FIRST = [
  "Rahul", "Priya", "Ananya", "Arvind", "Kavita", "Sunil", "Meena", "Venkat", "Karan", "Neha", "Rohan", "Ishaan", "Aditi",
  "Sanjay", "Deepa", "Vikram", "Pooja", "Amit", "Sneha", "Rajesh", "Lakshmi", "Suresh", "Farhan", "Zoya", "Imran", "Ayesha",
  "Gurpreet", "Harpreet", "Manpreet", "Anil", "Sunita", "Ramesh", "Geeta", "Nikhil", "Tanvi", "Siddharth", "Shreya", "Arjun",
  "Divya", "Kunal", "Ritu", "Manish", "Swati", "Prakash", "Uma", "Mohan", "Radhika", "Abhishek", "Nandini", "Varun", "Kiran",
  "Joseph", "Maria", "Anthony", "Fatima", "Yusuf", "Balaji", "Srinivas", "Padma", "Ravi", "Gopal", "Hema", "Vivek", "Jaya",
  "John", "Sarah", "Michael", "Emily", "David", "Chen", "Wei", "Hiroshi", "Ahmed", "Olga", "Lucas", "Sophie", "Tom", "Anna",
];
const LAST = [
  "Sharma", "Gupta", "Mehta", "Shah", "Iyer", "Reddy", "Nair", "Kapoor", "Khanna", "Malhotra", "Banerjee", "Chatterjee",
  "Das", "Patel", "Desai", "Joshi", "Kulkarni", "Rao", "Menon", "Pillai", "Singh", "Sethi", "Bhatia", "Agarwal", "Jain",
  "Verma", "Mishra", "Tiwari", "Chopra", "Saxena", "Krishnan", "Subramanian", "Fernandes", "D'Souza", "Qureshi", "Siddiqui",
  "Smith", "Lee", "Tanaka", "Müller", "Garcia", "Brown", "Wilson",
];
const GROUPS = [
  "the CFO", "the board", "the sales team", "the design team", "HR", "the auditors", "the legal team", "the Tata folks",
  "the Bangalore team", "the investors", "our bankers", "the Singapore team", "the leadership team", "the product team",
  "the vendor", "the client", "the Infosys team", "the Reliance guys", "the marketing head", "my EA", "the CTO",
  "the new joinees", "the founders", "the Mumbai office", "the customer success team", "the procurement team",
  "the Deloitte partners", "McKinsey", "the Wipro account team", "the agency", "the interns", "the CA", "the architect",
];
const TITLES = ["Mr.", "Ms.", "Mrs.", "Dr.", "Mr", "Ms", "Dr"];
const HONORIFICS = ["ji", "sir", "madam", "bhai", "uncle", "aunty", "saab"];

/** A random person or group, written one of the ways executives write them. */
export function person(rand: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const r = rand();
  if (r < 0.3) return pick(FIRST);
  if (r < 0.5) return `${pick(FIRST)} ${pick(LAST)}`;
  if (r < 0.62) return `${pick(TITLES)} ${pick(LAST)}`;
  if (r < 0.72) return `${pick(LAST)} ${pick(HONORIFICS)}`;
  if (r < 0.78) return `${pick(FIRST)} ${pick(HONORIFICS)}`;
  if (r < 0.83) return `${pick(FIRST)} and ${pick(FIRST)}`;
  return pick(GROUPS);
}

export const PLACES = [
  "the Taj", "the boardroom", "BKC office", "Trident Nariman Point", "Zoom", "Teams", "Google Meet", "conference room 3",
  "the Gurgaon office", "ITC Maratha", "our Whitefield office", "the Oberoi", "Leela Palace", "the club", "Cyber Hub",
  "their office", "the Andheri office", "Soho House", "the airport lounge", "Starbucks Powai", "the Hyderabad campus",
  "room 402", "the 5th floor cabin", "Hauz Khas", "Indiranagar", "the factory in Pune", "the client site", "WebEx",
];
