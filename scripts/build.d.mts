/** One build of `npm run build` (scripts/build.mjs). */
export interface BuildStep {
  name: string;
  workspace: string;
  /** git pathspecs of the files the build reads. */
  inputs: string[];
  /** The folder the build writes. */
  output: string;
  /** Where the inputs' hash and the output's signature of the last build are kept. */
  stamp: string;
}

export const BUILD_STEPS: BuildStep[];
export function inputFiles(root: string, pathspecs: string[]): string[] | undefined;
export function inputsDigest(root: string, pathspecs: string[]): string | undefined;
export function outputSignature(folder: string, stamp: string): string;
export function reasonToBuild(root: string, step: BuildStep): string | undefined;
export function writeStamp(root: string, step: BuildStep, inputs: string): void;
