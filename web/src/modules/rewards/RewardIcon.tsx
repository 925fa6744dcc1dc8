import { Clock3, Clover, Droplets, Flame, Gem, Gift, Hand, Medal, Sparkles, Star, Trophy } from "lucide-react";

/**
 * Pictures for the server's achievements and bubbles, drawn as icons: the emoji the server names are
 * missing from many fonts (a box on screen), and an icon takes the page's colours. Decorative: the text beside says it.
 */
export function AchievementIcon({ id, size = 16 }: { id: string; size?: number }) {
  const props = { size, "aria-hidden": true } as const;
  switch (id) {
    case "first-visit":
      return <Hand {...props} />;
    case "time-master":
      return <Clock3 {...props} />;
    case "bubble-hunter":
      return <Droplets {...props} />;
    case "streak-warrior":
      return <Flame {...props} />;
    case "level-master":
      return <Trophy {...props} />;
    default:
      return <Medal {...props} />;
  }
}

/** A bubble's icon, by the emoji the server gave it. */
export function BubbleIcon({ emoji, size = 16 }: { emoji: string; size?: number }) {
  const props = { size, "aria-hidden": true } as const;
  switch (emoji) {
    case "⭐":
      return <Star {...props} />;
    case "💎":
      return <Gem {...props} />;
    case "🍀":
      return <Clover {...props} />;
    case "🎁":
      return <Gift {...props} />;
    default:
      return <Sparkles {...props} />;
  }
}
