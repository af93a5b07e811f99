import type { LabelledText } from './datasets';

interface Node {
  label: number;
  words: string[];
}

/**
 * All labelled phrases of one PTB-style sentiment tree such as "(3 (2 It) (4 (2 's) (3 good)))":
 * every node gives the words it spans with its label. Words never hold parentheses (the treebank
 * writes them -LRB- / -RRB-), so a plain scan is enough.
 */
export function treePhrases(tree: string): LabelledText[] {
  const out: LabelledText[] = [];
  const stack: Node[] = [];
  const tokens = tree.match(/\(|\)|[^\s()]+/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok === '(') {
      stack.push({ label: Number(tokens[++i]), words: [] });
    } else if (tok === ')') {
      const node = stack.pop();
      if (!node) throw new Error(`unbalanced tree: ${tree.slice(0, 80)}`);
      out.push({ text: node.words.join(' '), label: node.label });
      stack[stack.length - 1]?.words.push(...node.words);
    } else {
      stack[stack.length - 1]?.words.push(tok);
    }
  }
  return out;
}
