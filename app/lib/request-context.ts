import { createContext } from "react-router";

/** The per-request CSP nonce, set by the server for every document request. */
export const cspNonceContext = createContext<string>("");
