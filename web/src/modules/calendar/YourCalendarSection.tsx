import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import { useRouteLoaderData } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { Skeleton } from "../../ui/Skeleton";
import { useStartedQuery, type RouteQuery } from "../../app/query-routes";
import { useReloadRouteQueries } from "../../app/useReloadRouteQueries";
import type { YourCalendarSectionQuery } from "./__generated__/YourCalendarSectionQuery.graphql";
import { CalendarConnectionCard } from "./CalendarConnectionCard";
import { YOUR_CALENDAR_ROUTE_ID } from "./your-calendar-route";

const yourCalendarQuery = graphql`
  query YourCalendarSectionQuery @preloadable {
    viewer {
      client {
        calendarConnection {
          ...CalendarConnectionCard_connection
        }
      }
    }
  }
`;

/** A client's part of the integrations page: their own calendar, asked for by the route beside the admins' query. */
export function YourCalendarSection() {
  // A failed query cannot be read again: "Try again" starts the route's queries afresh, then renders again.
  const reload = useReloadRouteQueries();
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <Card title="Your calendar">
          <StyledFailure role="alert">
            Your calendar could not be loaded.{" "}
            <Button variant="secondary" size="sm" onClick={() => void reload().then(reset)}>
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
  const reference = useStartedQuery(useRouteLoaderData(YOUR_CALENDAR_ROUTE_ID) as RouteQuery<YourCalendarSectionQuery>);
  const data = usePreloadedQuery<YourCalendarSectionQuery>(yourCalendarQuery, reference);
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
