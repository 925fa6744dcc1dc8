import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleControlMessages, sendToParent } from "./protocol.ts";

/** Runner: the throughput baseline, a bare node:http handler answering every request with fixed bytes. */
const body = Buffer.from(process.env.BENCH_RESPONSE_BODY ?? "", "base64");
const headers = { "content-type": process.env.BENCH_RESPONSE_TYPE ?? "application/json", "content-length": body.length };

const server = http.createServer((req, res) => {
  // Read the request body like the GraphQL server has to, then answer.
  req.resume();
  req.on("end", () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.listen(0, "127.0.0.1", () => {
  sendToParent({ type: "ready", url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
handleControlMessages(async () => {
  server.closeAllConnections();
  server.close();
});
