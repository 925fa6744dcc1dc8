import type { AnchorHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router-dom";
import styled from "styled-components";
import { buttonLook, type ButtonLookProps, type ButtonVariant } from "./Button";

interface Look {
  variant?: ButtonVariant;
  size?: "sm" | "md";
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never };

export type ButtonLinkProps = Look & (LinkProps | AnchorProps);

/**
 * A link that looks like the app's button (the same variants and sizes): an in-app route by `to`, any other
 * address by `href`. It stays a link, so it opens in a new tab and reads as a link to a screen reader.
 */
export function ButtonLink({ variant = "primary", size = "md", ...rest }: ButtonLinkProps) {
  if ("to" in rest && rest.to !== undefined) return <StyledRouterLink $variant={variant} $size={size} {...(rest as LinkProps)} />;
  return <StyledAnchor $variant={variant} $size={size} {...(rest as AnchorProps)} />;
}

const StyledRouterLink = styled(Link)<ButtonLookProps>`
  ${buttonLook}
  text-decoration: none;
`;

const StyledAnchor = styled.a<ButtonLookProps>`
  ${buttonLook}
  text-decoration: none;
`;
