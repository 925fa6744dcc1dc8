/**
 * The mini startup builder (spec sections 3, 5 and 9). It runs on its own starting capital of
 * 100 Riko, so playing it never spends the leaderboard balance; hires and tools also earn the
 * player real Riko (+5, +3), and each challenge pays its reward once.
 */
export const STARTUP_CAPITAL = 100;

export const TEAM_MEMBERS = [
  { id: "team-dev", name: "Aarav", role: "Full-stack developer", skills: "React, Node", cost: 25 },
  { id: "team-design", name: "Diya", role: "Product designer", skills: "UX, branding", cost: 20 },
  { id: "team-ai", name: "Kabir", role: "AI engineer", skills: "LLMs, data", cost: 30 },
  { id: "team-growth", name: "Meera", role: "Growth marketer", skills: "SEO, social", cost: 18 },
] as const;

export const TOOLS = [
  { id: "tool-cloud", name: "Cloud hosting", description: "Servers that scale with you", cost: 10 },
  { id: "tool-analytics", name: "Analytics", description: "Know what users do", cost: 15 },
  { id: "tool-ai", name: "AI platform", description: "Models on tap", cost: 20 },
  { id: "tool-crm", name: "CRM", description: "Every lead in one place", cost: 12 },
] as const;

export const CHALLENGES = [
  { id: "challenge-mvp", title: "Ship the MVP", description: "Launch a first version to 10 users", reward: 50, difficulty: "Easy" },
  { id: "challenge-users", title: "First 100 users", description: "Grow to a hundred active users", reward: 75, difficulty: "Medium" },
  { id: "challenge-funding", title: "Seed funding", description: "Pitch and close a seed round", reward: 100, difficulty: "Hard" },
  { id: "challenge-scale", title: "Scale up", description: "Handle ten times the traffic", reward: 150, difficulty: "Expert" },
] as const;

export const HIRE_PROGRESS = 15;
export const TOOL_PROGRESS = 10;
export const CHALLENGE_PROGRESS = 25;
export const HIRE_RIKO = 5;
export const TOOL_RIKO = 3;

export type StartupItem =
  | { kind: "hire"; id: string; cost: number; riko: number }
  | { kind: "tool"; id: string; cost: number; riko: number }
  | { kind: "challenge"; id: string; cost: 0; riko: number };

/** The catalogue entry for an item id, or undefined. */
export function startupItem(id: string): StartupItem | undefined {
  const member = TEAM_MEMBERS.find((item) => item.id === id);
  if (member) return { kind: "hire", id, cost: member.cost, riko: HIRE_RIKO };
  const tool = TOOLS.find((item) => item.id === id);
  if (tool) return { kind: "tool", id, cost: tool.cost, riko: TOOL_RIKO };
  const challenge = CHALLENGES.find((item) => item.id === id);
  return challenge ? { kind: "challenge", id, cost: 0, riko: challenge.reward } : undefined;
}

/** Why a purchase is refused, or null when it is allowed. */
export function purchaseRefusal(item: StartupItem, owned: ReadonlySet<string>, capital: number): string | null {
  if (owned.has(item.id)) return item.kind === "challenge" ? "This challenge is already completed" : "Already owned";
  if (item.kind === "challenge") {
    const members = [...owned].filter((id) => id.startsWith("team-")).length;
    const tools = [...owned].filter((id) => id.startsWith("tool-")).length;
    return members >= 2 && tools >= 1 ? null : "A challenge needs at least 2 team members and 1 tool";
  }
  return capital >= item.cost ? null : "Not enough Riko";
}

/** Progress 0-100: +15 per hire, +10 per tool, +25 per challenge. */
export function startupProgress(owned: Iterable<string>): number {
  let progress = 0;
  for (const id of owned) progress += id.startsWith("team-") ? HIRE_PROGRESS : id.startsWith("tool-") ? TOOL_PROGRESS : CHALLENGE_PROGRESS;
  return Math.min(100, progress);
}

/** Ideation < 25 <= Building < 50 <= Testing < 75 <= Launch Ready. */
export function startupPhase(progress: number): "Ideation" | "Building" | "Testing" | "Launch Ready" {
  if (progress < 25) return "Ideation";
  if (progress < 50) return "Building";
  return progress < 75 ? "Testing" : "Launch Ready";
}
