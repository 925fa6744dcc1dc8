import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { Skeleton } from "../../ui/Skeleton";
import type { YourCalendarSectionQuery } from "./__generated__/YourCalendarSectionQuery.graphql";
import { CalendarConnectionCard } from "./CalendarConnectionCard";

const yourCalendarQuery = graphql`
  query YourCalendarSectionQuery {
    viewer {
      client {
        calendarConnection {
          ...CalendarConnectionCard_connection
        }
      }
    }
  }
`;

/** A client's part of the integrations page: their own calendar, loaded on its own (the rest of the page is for admins). */
export function YourCalendarSection() {
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <Card title="Your calendar">
          <StyledFailure role="alert">
            Your calendar could not be loaded.{" "}
            <Button variant="secondary" size="sm" onClick={reset}>
              Try again
            </Button>
          </StyledFailure>
        </Card>
      )}
    >
      <Suspense
        fallback={
          <Card title="Your calendar">
            <StyledLoading>
              <Skeleton />
              <Skeleton />
              <Skeleton />
            </StyledLoading>
          </Card>
        }
      >
        <YourCalendar />
      </Suspense>
    </ErrorBoundary>
  );
}

function YourCalendar() {
  const data = useLazyLoadQuery<YourCalendarSectionQuery>(yourCalendarQuery, {}, { fetchPolicy: "store-and-network" });
  const connection = data.viewer?.client?.calendarConnection;
  if (!connection) return <Card title="Your calendar">Calendars are connected from a client account.</Card>;
  return <CalendarConnectionCard connection={connection} />;
}

const StyledFailure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
