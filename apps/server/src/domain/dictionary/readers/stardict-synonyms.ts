/**
 * The .syn file of a StarDict dictionary turned around: from each form (`word\0` + the 32-bit
 * big-endian number of the .idx entry it leads to) to each entry's forms. The file stays one buffer;
 * two typed arrays (4 bytes per entry, 4 per form) say where each entry's forms start in it, so no
 * string exists before an entry asks for its own.
 */
export class StarDictSynonyms {
  private constructor(
    private readonly syn: Buffer,
    /** Entry i's forms are formOffsets[starts[i]] up to formOffsets[starts[i + 1]]. */
    private readonly starts: Uint32Array,
    private readonly formOffsets: Uint32Array,
  ) {}

  static empty(): StarDictSynonyms {
    return new StarDictSynonyms(Buffer.alloc(0), new Uint32Array(1), new Uint32Array(0));
  }

  /** Forms naming an entry past `entryCount`, or cut off by the end of the file, are left out. */
  static fromBuffer(syn: Buffer, entryCount: number): StarDictSynonyms {
    const counts = new Uint32Array(entryCount + 1);
    let forms = 0;
    forEachForm(syn, entryCount, (_offset, entry) => {
      counts[entry + 1] = (counts[entry + 1] ?? 0) + 1;
      forms += 1;
    });
    for (let i = 1; i <= entryCount; i += 1) counts[i] = (counts[i] ?? 0) + (counts[i - 1] ?? 0);
    const starts = counts;
    const next = starts.slice(0, entryCount);
    const formOffsets = new Uint32Array(forms);
    forEachForm(syn, entryCount, (offset, entry) => {
      const slot = next[entry] ?? 0;
      formOffsets[slot] = offset;
      next[entry] = slot + 1;
    });
    return new StarDictSynonyms(syn, starts, formOffsets);
  }

  formsOf(entry: number): string[] {
    const start = this.starts[entry] ?? 0;
    const end = this.starts[entry + 1] ?? start;
    const forms: string[] = [];
    for (let slot = start; slot < end; slot += 1) {
      const offset = this.formOffsets[slot] ?? 0;
      forms.push(this.syn.toString('utf8', offset, this.syn.indexOf(0, offset)));
    }
    return forms;
  }
}

function forEachForm(syn: Buffer, entryCount: number, visit: (offset: number, entry: number) => void): void {
  let offset = 0;
  while (offset < syn.length) {
    const end = syn.indexOf(0, offset);
    if (end < 0 || end + 5 > syn.length) return;
    const entry = syn.readUInt32BE(end + 1);
    if (entry < entryCount && end > offset) visit(offset, entry);
    offset = end + 5;
  }
}
