import { useEffect } from "react";
import { useDenyAccess, type AccessDenial } from "./useDenyAccess";

/** Renders nothing: shows the denial toast and sends the person to sign in (spec sections 5 and 8). */
export function DenyAccess({ denial }: { denial: AccessDenial }) {
  const deny = useDenyAccess(denial);
  useEffect(() => deny(), [deny]);
  return null;
}
