/**
 * How many contact requests the dashboard loads at first and each "Load more" adds. It travels as a
 * variable: with a literal `first: 20`, the api's query-cost limit (graphql-armor, which does not flatten
 * Relay's nested fragments) refuses the page.
 */
export const SUBMISSIONS_PAGE_SIZE = 20;
