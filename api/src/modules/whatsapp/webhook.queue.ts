/** The job queue that holds verified webhook deliveries until the worker processes them. */
export const WEBHOOK_QUEUE = "whatsapp-webhook";
