/** Time, repetition, duration and shift phrases for the generator, in English, Indian English, Hinglish and speech. */
export const TIMES_EN = [
  "at 5", "at 5 pm", "at 5:30 pm", "at 11 am", "at 9:15", "at 3:45 pm", "tomorrow at 11", "tomorrow at 4:30 pm",
  "tomorrow morning", "tomorrow evening", "tonight", "this evening", "this afternoon", "on Friday at 3", "on Friday",
  "next Monday at 10", "next Monday morning", "on Monday at 2:15 pm", "day after tomorrow at 4", "on 3rd Dec at 11:25 am",
  "on 3 December at noon", "3/12 at 10", "on the 28th at 6 pm", "on the 5th", "in 2 hours", "in 45 minutes",
  "in an hour and a half", "in 90 mins", "an hour from now", "by EOD", "EOD today", "by end of day", "after lunch",
  "first thing tomorrow", "at noon", "at 12:30", "on Thursday afternoon", "Wednesday at 9", "this Saturday at 8 pm",
  "on the first Monday of next month", "on the last Friday of this month at 4", "at 17:30", "at 10 tomorrow",
  "by 6 pm Friday", "later today at 6", "on 15 Jan at 9 am", "at half past 4", "at quarter to 6", "from 3 to 4:30",
  "between 2 and 3 pm", "from 10 to 11:30 tomorrow", "on Monday from 2 to 5", "at month end", "on Sunday night",
  "this Thursday at 11:45", "coming Tuesday at 3", "on 2nd at 10 am", "before 10 am tomorrow", "at 7 am", "at 8 pm",
];
export const TIMES_HI = [
  "kal subah 10 baje", "kal 5 baje", "kal shaam 6 baje", "aaj raat 9 baje", "parso dopahar 2 baje", "saade 4 baje",
  "sawa 11 baje", "paune 6 baje", "agle hafte Monday ko", "somvaar ko 11 baje", "5 baje", "kal 3 pm", "aaj 4:30 pm ko",
  "shaam ko 7 baje", "subah 8 baje", "kal subah", "aaj shaam", "raat ko", "Friday ko 3 baje", "shukravar ko",
  "2 ghante mein", "aadhe ghante mein", "ek ghante baad", "kal dopahar ko", "parso", "agle Monday ko 10 baje",
  "3 tarikh ko 11 baje", "mahine ke end mein", "kal 11 baje tak", "aaj EOD tak", "lunch ke baad", "kal 3 se 4 baje tak",
  "budhvaar ko 4 baje", "is Saturday ko shaam 5 baje", "agle hafte guruvar ko", "kal subah saade 9 baje",
  "aaj dopahar 1 baje", "10 minute mein", "kal 10:30 ko", "Monday ko 2 se 5 ke beech",
];
export const TIMES_VOICE = [
  "at five", "at five thirty p m", "tomorrow at four", "at eleven a m", "tomorrow morning at nine", "at like four",
  "at four no sorry five", "on friday at three thirty", "in two hours", "in like twenty minutes", "tonight at nine",
  "next monday at ten", "at noon", "at seven thirty in the evening", "day after tomorrow at four p m", "by end of day",
  "at three fifteen", "at quarter past ten", "tomorrow at uh eleven", "from two to three thirty", "on the fifth at noon",
];
export const RECURRENCES = [
  "every day", "daily", "every weekday", "every Monday", "every second Tuesday", "every month on the 1st", "every morning",
  "every evening", "weekly", "every Friday", "every other day", "on weekdays", "every year on 5 March", "every quarter",
  "every Monday and Thursday", "every last Friday of the month", "har subah", "har roz", "rozana", "har Monday",
  "har mahine ki 1 tarikh", "har hafte", "har shaam", "roz", "har Sunday ko", "har weekday", "every alternate day",
  "every two weeks", "every night", "each morning", "once a week", "har mahine", "every 15th", "monthly",
];
export const DURATIONS = [
  "for 45 minutes", "for an hour", "for 1.5 hours", "for 2 hours", "for half an hour", "90 min", "for 20 mins",
  "dedh ghante ke liye", "aadhe ghante ki", "2 ghante", "an hour and a half", "for 3 hours", "15 minute", "for ninety minutes",
  "1 hour", "30 min", "for a couple of hours", "ek ghante ki", "for 1 hr", "2 hrs", "for 2 and a half hours", "45 mins",
];
export const SHIFTS = [
  "by an hour", "by 30 minutes", "by 15 min", "half an hour", "by a day", "by two days", "ek ghanta", "aadha ghanta",
  "30 minute", "by 45 mins", "an hour", "by 2 hours", "by a week", "do ghante", "by ten minutes", "by an hour and a half",
];
