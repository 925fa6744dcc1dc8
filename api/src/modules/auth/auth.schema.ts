import { ForbiddenError, RateLimitedError, ServiceBusyError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { builder } from "../../schema/builder.ts";

export const RoleEnum = builder.enumType("Role", { values: ["ADMIN", "CLIENT"] as const });

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // A well-formed id of a missing (or deleted) record is null, not an error.
  nullable: true,
  // A user is visible to themselves and to administrators.
  authScopes: (user, context) => context.viewer?.userId === user.id || context.viewer?.role === "ADMIN",
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    role: t.expose("role", { type: RoleEnum }),
    demoSandbox: t.boolean({
      description: "A browser's own copy of the demo account (its address is internal: show it to no one).",
      resolve: (user) => user.sandboxOf !== null,
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.userId } }) : null,
  }),
);

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    accountType: t.field({ type: RoleEnum, required: true }),
  }),
});

const LoginPayload = builder.objectRef<{ userId: string; role: "ADMIN" | "CLIENT"; redirectTo: string }>("LoginPayload").implement({
  fields: (t) => ({
    userId: t.exposeID("userId"),
    role: t.expose("role", { type: RoleEnum }),
    redirectTo: t.exposeString("redirectTo", { description: "Where the person goes next: their dashboard." }),
  }),
});

builder.mutationField("login", (t) =>
  t.field({
    type: LoginPayload,
    errors: { types: [ValidationError, UnauthenticatedError, RateLimitedError, ServiceBusyError] },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { user, token, expiresAt, deviceToken } = await context.services.auth.signIn(input, context.ip, {
        replacing: context.sessionToken,
        browserKey: () => context.ensureGuestId(),
        deviceToken: context.deviceToken,
      });
      context.setCookie(context.services.auth.sessionCookie(token, expiresAt));
      context.setCookie(context.services.auth.deviceCookie(deviceToken));
      return { userId: user.id, role: user.role, redirectTo: user.role === "ADMIN" ? "/admin/dashboard" : "/client/dashboard" };
    },
  }),
);

builder.mutationField("logout", (t) =>
  t.boolean({
    description: "Ends the current session (the token stops working at once).",
    resolve: async (_root, _args, context) => {
      await context.services.auth.signOut(context.sessionToken);
      context.setCookie(context.services.auth.clearedCookie());
      return true;
    },
  }),
);

builder.mutationField("logoutEverywhere", (t) =>
  t.boolean({
    description: "Ends every session of the signed-in user on every device; their open live views close too.",
    authScopes: { admin: true, client: true },
    resolve: async (_root, _args, context) => {
      await context.services.auth.signOutEverywhere(context.viewer!.userId);
      context.setCookie(context.services.auth.clearedCookie());
      return true;
    },
  }),
);

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true, description: "12-128 characters, more than three different ones, not the email." }),
  }),
});

builder.mutationField("changePassword", (t) =>
  t.boolean({
    description:
      "Changes the signed-in user's password (the current one is required). Every other session of theirs ends and " +
      "its live views close; this one stays signed in.",
    authScopes: { admin: true, client: true },
    errors: { types: [ValidationError, ForbiddenError, RateLimitedError, ServiceBusyError] },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.auth.changePassword(context.viewer!, input, context.ip, context.deviceToken);
      return true;
    },
  }),
);
