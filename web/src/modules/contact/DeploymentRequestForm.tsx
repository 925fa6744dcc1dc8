import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/useToast";
import {
  deploymentFormSchema,
  EMPTY_DEPLOYMENT_FORM,
  formFieldErrors,
  PLAN_OPTIONS,
  URGENCY_OPTIONS,
  type DeploymentFormInput,
  type DeploymentRequest,
} from "./deployment-form";
import { StyledInput, StyledSelect } from "../../ui/form-controls";
import { StyledMessageBox } from "./form-controls";
import { errorIdOf, FormField } from "./FormField";
import { HoneypotField } from "./HoneypotField";
import { useSubmitContactRequest } from "./useSubmitContactRequest";

type TextFieldName = "name" | "email" | "company" | "title" | "phone";

const TEXT_FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; type: string; autoComplete: string; placeholder: string }> = [
  { name: "name", label: "Full name", type: "text", autoComplete: "name", placeholder: "Priya Sharma" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email", placeholder: "priya@company.in" },
  { name: "company", label: "Company", type: "text", autoComplete: "organization", placeholder: "Sharma Industries Ltd" },
  { name: "title", label: "Job title", type: "text", autoComplete: "organization-title", placeholder: "Chief Executive Officer" },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", placeholder: "+91 98765 43210" },
];

export interface DeploymentRequestFormProps {
  onSubmitted: (request: DeploymentRequest, duplicate: boolean) => void;
  /** Puts the cursor in the first field (when the visitor asked to send another request). */
  focusOnMount?: boolean;
}

/** The deployment request form (spec sections 4 and 5): checked on submit first, then on every change. */
export function DeploymentRequestForm({ onSubmitted, focusOnMount = false }: DeploymentRequestFormProps) {
  const id = useId();
  const submit = useSubmitContactRequest();
  const { toast } = useToast();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<DeploymentFormInput, unknown, DeploymentRequest>({
    resolver: zodResolver(deploymentFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY_DEPLOYMENT_FORM,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (focusOnMount) setFocus("name");
  }, [focusOnMount, setFocus]);

  const send = async (request: DeploymentRequest) => {
    const outcome = await submit(request);
    if (outcome.kind === "submitted") return onSubmitted(request, outcome.duplicate);
    const fieldErrors = outcome.kind === "invalid" ? formFieldErrors(outcome.fields) : [];
    fieldErrors.forEach(({ field, message }, index) => setError(field, { type: "server", message }, { shouldFocus: index === 0 }));
    if (fieldErrors.length === 0) {
      toast({ title: "Submission Failed", description: "Please try again or contact us directly.", variant: "destructive" });
    }
  };

  const controlProps = (name: keyof DeploymentFormInput) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorIdOf(`${id}-${name}`) : undefined,
    ...register(name),
  });

  return (
    <StyledForm noValidate onSubmit={handleSubmit(send)} aria-label="Deployment request">
      {TEXT_FIELDS.map((field) => (
        <FormField key={field.name} id={`${id}-${field.name}`} label={field.label} error={errors[field.name]?.message}>
          <StyledInput type={field.type} autoComplete={field.autoComplete} placeholder={field.placeholder} {...controlProps(field.name)} />
        </FormField>
      ))}
      <FormField id={`${id}-planInterest`} label="Plan interest" error={errors.planInterest?.message}>
        <StyledSelect defaultValue="" {...controlProps("planInterest")}>
          <option value="" disabled>
            Select a plan
          </option>
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField id={`${id}-urgency`} label="Urgency" wide error={errors.urgency?.message}>
        <StyledSelect defaultValue="" {...controlProps("urgency")}>
          <option value="" disabled>
            How soon do you need Ria?
          </option>
          {URGENCY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField id={`${id}-message`} label="Your requirements" wide error={errors.message?.message}>
        <StyledMessageBox
          rows={4}
          placeholder="Which channels, how many executives, and what Ria should take off your plate."
          {...controlProps("message")}
        />
      </FormField>
      <HoneypotField {...register("website")} />
      <StyledActions>
        <Button type="submit" disabled={isSubmitting} busy={isSubmitting}>
          {isSubmitting ? "Submitting Request..." : "Submit Deployment Request"}
        </Button>
        <StyledNote>We reply within 24 hours. Your details stay under NDA.</StyledNote>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
