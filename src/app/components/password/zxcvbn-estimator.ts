// Only ever imported dynamically (by the strength meter), with the dictionaries it scores against.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from './zxcvbn-data';

const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export function estimateStrength(password: string, userInputs: readonly string[]): 0 | 1 | 2 | 3 | 4 {
  return factory.check(password, [...userInputs]).score;
}
