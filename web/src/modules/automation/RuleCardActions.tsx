import { FlaskConical, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { DeleteRuleDialog } from "./DeleteRuleDialog";
import type { RuleDraft } from "./rule-form";
import { RuleFormDialog } from "./RuleFormDialog";
import { TestRuleDialog } from "./TestRuleDialog";
import { useDeleteRule } from "./useDeleteRule";

export interface RuleCardActionsProps {
  rule: RuleDraft;
  /** The list is refetched after a delete (spec section 4). */
  onDeleted: () => void;
}

/** A rule card's buttons and the dialogs they open: Test rule, Edit, Delete (confirmed). */
export function RuleCardActions({ rule, onDeleted }: RuleCardActionsProps) {
  const [open, setOpen] = useState<"test" | "edit" | "delete" | null>(null);
  const { remove, isDeleting } = useDeleteRule(onDeleted);
  const setOpenTo = (dialog: typeof open) => (next: boolean) => setOpen(next ? dialog : null);
  return (
    <StyledRow>
      <Button variant="secondary" size="sm" onClick={() => setOpen("test")} aria-label={`Test rule: ${rule.name}`}>
        <FlaskConical size={15} aria-hidden="true" />
        Test rule
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen("edit")} aria-label={`Edit ${rule.name}`}>
        <Pencil size={15} aria-hidden="true" />
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setOpen("delete")} aria-label={`Delete ${rule.name}`}>
        <Trash2 size={15} aria-hidden="true" />
        Delete
      </Button>
      <TestRuleDialog
        open={open === "test"}
        onOpenChange={setOpenTo("test")}
        rule={{ ruleId: rule.id, name: rule.name, trigger: rule.trigger, active: rule.active }}
      />
      <RuleFormDialog mode="edit" open={open === "edit"} onOpenChange={setOpenTo("edit")} rule={rule} />
      <DeleteRuleDialog
        open={open === "delete"}
        onOpenChange={setOpenTo("delete")}
        ruleName={rule.name}
        busy={isDeleting}
        onConfirm={() => {
          setOpen(null);
          remove(rule.id);
        }}
      />
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
