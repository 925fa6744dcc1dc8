-- Named lists ("grocery", "travel"): null keeps an item on the task list.
ALTER TABLE "ListItem" ADD COLUMN "list" TEXT;
