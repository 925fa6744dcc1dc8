import styled from "styled-components";
import { StyledTextarea } from "../../ui/form-controls";

/** The deployment form's message box (spec section 5: at least 80px high). */
export const StyledMessageBox = styled(StyledTextarea)`
  min-height: ${({ theme }) => theme.sizes.textareaMin};
`;
