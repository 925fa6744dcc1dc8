/**
 * True while this tab is signing out: between the logout request and the sign-in screen. The page
 * being left may still see its session end (a refetch, a closed subscription) and would otherwise
 * answer with its own "Access Denied", replacing the logout's toast.
 */
let signingOut = false;

export const signOutInProgress = {
  get active(): boolean {
    return signingOut;
  },
  begin(): void {
    signingOut = true;
  },
  end(): void {
    signingOut = false;
  },
};
