/**
 * A recipe: a flow of several entries declared once in `catalog/recipes/<id>.yaml`, each step's
 * inputs fixed or taken from an earlier step, each step with a rule its answer must meet.
 */

/** A value taken from an earlier step: a JSON path of its answer, an input it sent, or its answer as a file. */
export type StepRef =
  | { step: string; path: string; compute?: 'totp' }
  | { step: string; input: string }
  | { step: string; answer: 'file'; sample?: string };

/** What a step's input holds: a fixed value, or a value an earlier step gives. */
export type StepInput = string | number | boolean | StepRef | { key: string; value: string }[];

/** One rule on a JSON answer's value: equal to a value (fixed or from an earlier step), present, or containing a text. */
export interface BodyCheck {
  path: string;
  equals?: string | number | boolean | StepRef;
  exists?: boolean;
  contains?: string;
}

/** The answer a step must give for the recipe to go on. */
export interface StepExpect {
  /** HTTP status, 200 unless said. */
  status?: number;
  /** The answer's media type (a picture: `image/png`). */
  contentType?: string;
  body?: BodyCheck[];
}

export interface RecipeStep {
  /** Unique in its recipe; later steps name it. */
  id: string;
  entry: string;
  /** A heading of its own; the entry's title otherwise. */
  title?: string;
  /** Why this step, in a sentence. */
  note?: string;
  inputs: Record<string, StepInput>;
  expect?: StepExpect;
}

export interface RecipeDef {
  id: string;
  title: string;
  summary: string;
  steps: RecipeStep[];
}

export interface Recipe extends RecipeDef {
  file: string;
}

export const isStepRef = (value: unknown): value is StepRef =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { step?: unknown }).step === 'string';

export const isFileRef = (value: unknown): value is Extract<StepRef, { answer: 'file' }> => isStepRef(value) && 'answer' in value;
