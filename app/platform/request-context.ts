import { createContext } from "react-router";

/** The per-request CSP nonce, set by the server for every document request. */
export const cspNonceContext = createContext<string>("");

/** The client's address as the server saw it (behind a trusted proxy: the forwarded one). */
export const clientIpContext = createContext<string>("unknown");
