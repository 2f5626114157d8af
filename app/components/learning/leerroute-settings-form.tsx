import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { Field, FormError } from "~/components/ui/field";

type Props = {
  defaults: { examDate: string | null; daysPerWeek: number; retention: number };
  back: "/leerroute" | "/profile";
  lastResult?: SubmissionResult<string[]> | null;
};

/** Exam date, study days per week and desired retention; saved by /leerroute, shown there and on the profile. */
export function LeerrouteSettingsForm({ defaults, back, lastResult }: Props) {
  const { form, fields, warm } = useValidatedForm("leerrouteSettings", {
    id: `route-settings-${back.slice(1)}`,
    lastResult,
    defaultValue: {
      examDate: defaults.examDate ?? undefined,
      daysPerWeek: defaults.daysPerWeek,
      retention: Math.round(defaults.retention * 100),
      back,
    },
  });
  return (
    <Form method="post" action="/leerroute" {...getFormProps(form)} onFocus={warm}>
      <input type="hidden" name="intent" value="save-settings" />
      <input type="hidden" name="back" value={back} />
      <FormError id={form.errorId} errors={form.errors} title="Niet opgeslagen" />
      <Field
        label="Examendatum"
        id={fields.examDate.id}
        errorId={fields.examDate.errorId}
        errors={fields.examDate.errors}
        hint="Laat leeg als je nog geen datum hebt; dan oefen je in een rustig standaardtempo."
        hintId={`${fields.examDate.id}-hint`}
      >
        <input
          {...getInputProps(fields.examDate, { type: "date" })}
          key={fields.examDate.key}
          aria-describedby={`${fields.examDate.id}-hint ${fields.examDate.errorId}`}
        />
      </Field>
      <Field
        label="Dagen per week dat je oefent"
        id={fields.daysPerWeek.id}
        errorId={fields.daysPerWeek.errorId}
        errors={fields.daysPerWeek.errors}
      >
        <input
          {...getInputProps(fields.daysPerWeek, { type: "number" })}
          key={fields.daysPerWeek.key}
          min={1}
          max={7}
          inputMode="numeric"
        />
      </Field>
      <Field
        label="Gewenste onthoudkans (%)"
        id={fields.retention.id}
        errorId={fields.retention.errorId}
        errors={fields.retention.errors}
        hint="Hoe groot de kans moet zijn dat je een antwoord nog weet als een vraag terugkomt. Hoger betekent vaker herhalen. Standaard 90%."
        hintId={`${fields.retention.id}-hint`}
      >
        <input
          {...getInputProps(fields.retention, { type: "number" })}
          key={fields.retention.key}
          min={70}
          max={97}
          inputMode="numeric"
          aria-describedby={`${fields.retention.id}-hint ${fields.retention.errorId}`}
        />
      </Field>
      <button type="submit">Opslaan</button>
    </Form>
  );
}
