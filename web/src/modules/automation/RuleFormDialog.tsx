import { useState } from "react";
import { Dialog } from "../../ui/Dialog";
import { useToast } from "../../ui/useToast";
import { EMPTY_RULE_DRAFT, lacksRequiredFields, type RuleDraft } from "./rule-form";
import { RuleForm } from "./RuleForm";
import { useCreateRule } from "./useCreateRule";
import { useUpdateRule } from "./useUpdateRule";

export interface RuleFormDialogProps {
  mode: "create" | "edit";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved rule, for an edit. */
  rule?: RuleDraft;
  onSaved?: () => void;
}

const REQUIRED_MESSAGES = { id: "Rule id is required", name: "Name is required", description: "Description is required" } as const;

/** Create Rule and Edit in one dialog: checks the required fields first (spec section 5), then saves. */
export function RuleFormDialog({ mode, open, onOpenChange, rule, onSaved }: RuleFormDialogProps) {
  const [draft, setDraft] = useState<RuleDraft>(rule ?? EMPTY_RULE_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const { create, isCreating } = useCreateRule();
  const { saveEdit, isUpdating } = useUpdateRule();
  const { toast } = useToast();

  // An edit always starts from the rule as saved (read as the dialog opens, while rendering); a create keeps its draft until it is saved.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && mode === "edit" && rule) {
      setDraft(rule);
      setErrors({});
      setRefusal(null);
    }
  }

  const submit = () => {
    if (lacksRequiredFields(draft)) {
      setErrors(
        Object.fromEntries(Object.entries(REQUIRED_MESSAGES).filter(([key]) => !draft[key as keyof typeof REQUIRED_MESSAGES].trim())),
      );
      setRefusals((value) => value + 1);
      toast({ title: "Missing Information", description: "Please fill in all required fields.", variant: "destructive" });
      return;
    }
    setErrors({});
    setRefusal(null);
    const callbacks = {
      onSaved: () => {
        if (mode === "create") setDraft(EMPTY_RULE_DRAFT);
        onOpenChange(false);
        onSaved?.();
      },
      onRefused: (message: string, fieldErrors: Record<string, string>) => {
        setErrors(fieldErrors);
        setRefusal(message);
        setRefusals((value) => value + 1);
      },
    };
    if (mode === "create") create(draft, callbacks);
    else saveEdit(draft, callbacks);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === "create" ? "Create Automation Rule" : "Edit Automation Rule"}
      description={
        mode === "create"
          ? "Ria runs a rule by itself whenever its trigger happens."
          : `Changes apply from the next time “${rule?.name ?? ""}” fires.`
      }
    >
      <RuleForm
        mode={mode}
        draft={draft}
        onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
        errors={errors}
        refusal={refusal}
        busy={isCreating || isUpdating}
        attempt={refusals}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
