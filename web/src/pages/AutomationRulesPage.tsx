import { Plus } from "lucide-react";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { useRouteQueryRefresh } from "../app/useRouteQuery";
import { AccessGate } from "../modules/auth/AccessGate";
import { EmptyRules } from "../modules/automation/EmptyRules";
import { RuleCard } from "../modules/automation/RuleCard";
import { RuleFormDialog } from "../modules/automation/RuleFormDialog";
import { RuleStats } from "../modules/automation/RuleStats";
import { useRuleChanged } from "../modules/automation/useRuleChanged";
import { useRuleRunRecorded } from "../modules/automation/useRuleRunRecorded";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { AdminAccessRequired } from "../modules/platform/AdminAccessRequired";
import { useLiveCatchUp } from "../modules/platform/useLiveCatchUp";
import { Button } from "../ui/Button";
import type { AutomationRulesPageQuery } from "./__generated__/AutomationRulesPageQuery.graphql";

const automationRulesPageQuery = graphql`
  query AutomationRulesPageQuery @preloadable {
    ...AccessGate_query
    automationRules {
      id
      ...RuleCard_rule
      ...RuleStats_rules
    }
  }
`;

const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: "Automation Rules" }];
const SUBTITLE = "Triggers and actions Ria runs by herself, with every run recorded.";

/** /automation-rules (spec sections 2, 4, 5 and 8): admins create, switch, edit, test and delete rules, and watch them run. */
export function AutomationRulesPage() {
  const [creating, setCreating] = useState(false);
  const refresh = useRouteQueryRefresh(automationRulesPageQuery);
  return (
    <>
      <title>Automation Rules · Ria</title>
      <AccessGate
        query={automationRulesPageQuery}
        allows="ADMIN"
        refused={(role) => (
          <>
            <PageHeader title="Automation Rules" subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
            <AdminAccessRequired role={role} what="Automation rules" />
          </>
        )}
        fallback={<PageLoading />}
      >
        {(data: AutomationRulesPageQuery["response"]) => (
          <>
            <PageHeader
              title="Automation Rules"
              subtitle={SUBTITLE}
              breadcrumb={BREADCRUMB}
              aside={
                <StyledActions>
                  <LiveConnectionIndicator />
                  <Button onClick={() => setCreating(true)}>
                    <Plus size={16} aria-hidden="true" />
                    Create Rule
                  </Button>
                </StyledActions>
              }
            />
            <RuleFormDialog mode="create" open={creating} onOpenChange={setCreating} onSaved={refresh} />
            <LiveRules data={data} onRefresh={refresh} onCreate={() => setCreating(true)} />
          </>
        )}
      </AccessGate>
    </>
  );
}

interface LiveRulesProps {
  data: AutomationRulesPageQuery["response"];
  onRefresh: () => void;
  onCreate: () => void;
}

/**
 * Fetches the page's query again when any admin changes a rule and after a dropped connection; each recorded
 * run joins its rule's history by itself.
 */
function LiveRules({ data, onRefresh, onCreate }: LiveRulesProps) {
  useRuleRunRecorded();
  useRuleChanged(onRefresh);
  useLiveCatchUp(onRefresh);

  return (
    <StyledStack>
      <RuleStats rules={data.automationRules} />
      {data.automationRules.length === 0 ? (
        <EmptyRules onCreate={onCreate} />
      ) : (
        <StyledList aria-label="Automation rules">
          {data.automationRules.map((rule) => (
            <li key={rule.id}>
              <RuleCard rule={rule} onDeleted={onRefresh} />
            </li>
          ))}
        </StyledList>
      )}
    </StyledStack>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;
