import { describe, expect, it } from "vitest";
import { isTestStep } from "~/lib/test-steps";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("steps of a running test", () => {
  it("are the practice screen's checks, moves, grades and feedback", () => {
    for (const intent of ["check", "next", "previous", "finish", "rate", "feedback"]) {
      expect(isTestStep("/practice?tab=quick&t=1", form({ intent, attemptId: "a", position: "0" }))).toBe(true);
    }
  });
  it("and every button of an exam question's form", () => {
    expect(isTestStep("/examen/3f2a?vraag=4", form({ position: "3", go: "4" }))).toBe(true);
    expect(isTestStep("/examen/3f2a?vraag=4", form({ position: "3", intent: "confirm-hand-in" }))).toBe(true);
  });
  it("starting a test, saving settings or starting an exam is no step (they may leave a message)", () => {
    for (const intent of ["start-quick", "start-category", "start-personal", "save-personal"]) {
      expect(isTestStep("/practice?tab=quick", form({ intent }))).toBe(false);
    }
    expect(isTestStep("/practice", form({}))).toBe(false);
    expect(isTestStep("/examen", form({ timer: "on" }))).toBe(false);
    expect(isTestStep("/examen/3f2a/uitslag", form({}))).toBe(false);
  });
  it("nothing sent, nothing to judge", () => {
    expect(isTestStep(undefined, undefined)).toBe(false);
    expect(isTestStep("/practice", undefined)).toBe(false);
  });
});
