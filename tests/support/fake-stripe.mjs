// A local Stripe-compatible API for tests: enough of POST /v1/checkout/sessions for the real stripe SDK.
// Run as a script (`node tests/support/fake-stripe.mjs <port>`) or import startFakeStripe().
import http from "node:http";
import { randomBytes } from "node:crypto";

export function startFakeStripe(port = 0) {
  const sessions = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status, json) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        if (failNext) {
          failNext = false;
          return send(500, { error: { type: "api_error", message: "fake failure" } });
        }
        const params = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(8).toString("hex")}`;
        const session = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: params.get("mode"),
          customer_email: params.get("customer_email"),
          client_reference_id: params.get("client_reference_id"),
          metadata: { plan_type: params.get("metadata[plan_type]"), user_id: params.get("metadata[user_id]") },
          amount_total: Number(params.get("line_items[0][price_data][unit_amount]")),
          success_url: params.get("success_url"),
          params: Object.fromEntries(params),
        };
        sessions.push(session);
        return send(200, session);
      }
      if (req.method === "GET" && req.url === "/__sessions") return send(200, sessions);
      if (req.method === "POST" && req.url === "/__fail-next") {
        failNext = true;
        return send(200, { ok: true });
      }
      send(404, { error: { type: "invalid_request_error", message: `no fake for ${req.method} ${req.url}` } });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve({ server, port: server.address().port, sessions, failNext: () => (failNext = true) }));
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { port } = await startFakeStripe(Number(process.argv[2] ?? 3199));
  console.log(`fake stripe on ${port}`);
}
