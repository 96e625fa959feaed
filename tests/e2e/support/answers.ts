// A server the test started (nginx) taking its first requests: asked every 100 ms.

/** True once `url` answers anything (within `limitMs`), false if it never does. */
export async function answers(url: string, limitMs: number): Promise<boolean> {
  for (let waited = 0; waited < limitMs; waited += 100) {
    if (await fetch(url).then(() => true, () => false)) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}
