import "styled-components";
import type { AppTheme } from "./theme";

declare module "styled-components" {
  // The app's theme is the only DefaultTheme: styled components get its values typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
