// Only ever imported dynamically: the dictionaries are large and /login must not download them.
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const commonPasswordList: readonly string[] = dictionary['passwords-common'];
export { adjacencyGraphs, dictionary };
