/**
 * How many tasks each scheduler list loads: the api's whole page (it holds at most 200 a list). It travels as
 * a variable: with a literal `first: 200`, the api's query-cost limit (graphql-armor) refuses the page.
 */
export const TASKS_PER_LIST = 200;
