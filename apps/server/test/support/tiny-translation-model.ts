import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import onnxProto, { type onnx as Onnx } from 'onnx-proto';

/**
 * Writes a tiny translation model in the real layout transformers.js loads (config.json,
 * generation_config.json, tokenizer.json, tokenizer_config.json, onnx/encoder_model_quantized.onnx,
 * onnx/decoder_model_merged_quantized.onnx), shaped like an OPUS-MT (Marian) or an M2M100 export.
 *
 * It is a real ONNX encoder–decoder, run by the real runtime, but its "knowledge" is a word table:
 * the encoder hands each source token with the token before it, the decoder finds the source
 * position that follows the token it last wrote and writes that source token's counterpart. Greedy
 * decoding then turns "hello world" into "hei verden" word by word, deterministically, and stops
 * at the source's end of sentence. `words` pairs a source word with its target word (and back).
 */
export interface TinyModelOptions {
  kind: 'marian' | 'm2m100';
  words: readonly (readonly [string, string])[];
  /** m2m100 only: the language codes its tokenizer knows (`__xx__`); the first two are swapped like words. */
  languages?: readonly string[];
}

export async function writeTinyTranslationModel(folder: string, options: TinyModelOptions): Promise<void> {
  const marian = options.kind === 'marian';
  const specials = marian ? ['</s>', '<unk>', '<pad>'] : ['<s>', '<pad>', '</s>', '<unk>'];
  const languageTokens = marian ? [] : (options.languages ?? []).map((code) => `__${code}__`);
  const words = options.words.flat();
  const vocab = [...specials, ...languageTokens, ...words];
  const id = (token: string) => vocab.indexOf(token);
  const eos = id('</s>');
  const start = marian ? id('<pad>') : eos;

  // The word table, both ways, as a permutation of the vocabulary (its own inverse).
  const swap = vocab.map((_, i) => i);
  const pairs: (readonly [string, string])[] = [...options.words];
  if (languageTokens.length >= 2) pairs.push([languageTokens[0] as string, languageTokens[1] as string]);
  for (const [a, b] of pairs) {
    swap[id(a)] = id(b);
    swap[id(b)] = id(a);
  }

  await mkdir(join(folder, 'onnx'), { recursive: true });
  await writeFile(join(folder, 'onnx', 'encoder_model_quantized.onnx'), encoder(vocab.length, start));
  await writeFile(join(folder, 'onnx', 'decoder_model_merged_quantized.onnx'), decoder(vocab.length, swap, eos));
  const ids = { pad_token_id: id('<pad>'), eos_token_id: eos, decoder_start_token_id: start };
  await writeJson(join(folder, 'config.json'), {
    model_type: marian ? 'marian' : 'm2m_100',
    architectures: [marian ? 'MarianMTModel' : 'M2M100ForConditionalGeneration'],
    is_encoder_decoder: true,
    vocab_size: vocab.length,
    d_model: 2 * vocab.length,
    encoder_layers: 1,
    decoder_layers: 1,
    encoder_attention_heads: 1,
    decoder_attention_heads: 1,
    max_length: 32,
    ...ids,
  });
  await writeJson(join(folder, 'generation_config.json'), { ...ids, max_length: 32, num_beams: 1 });
  await writeJson(join(folder, 'tokenizer_config.json'), {
    tokenizer_class: marian ? 'MarianTokenizer' : 'M2M100Tokenizer',
    eos_token: '</s>',
    unk_token: '<unk>',
    pad_token: '<pad>',
    model_max_length: 512,
  });
  await writeJson(join(folder, 'tokenizer.json'), tokenizer(vocab, specials.length + languageTokens.length, marian));
}

function tokenizer(vocab: string[], specialCount: number, marian: boolean) {
  const sequence = { Sequence: { id: 'A', type_id: 0 } };
  const end = { SpecialToken: { id: '</s>', type_id: 0 } };
  const single = marian ? [sequence, end] : [{ SpecialToken: { id: vocab[4], type_id: 0 } }, sequence, end];
  const special = (token: string) => ({ id: token, ids: [vocab.indexOf(token)], tokens: [token] });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: vocab.slice(0, specialCount).map((content, id) => ({
      id,
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: null,
    pre_tokenizer: { type: 'WhitespaceSplit' },
    post_processor: {
      type: 'TemplateProcessing',
      single,
      pair: [...single, { Sequence: { id: 'B', type_id: 0 } }],
      special_tokens: Object.fromEntries(vocab.slice(0, specialCount).map((token) => [token, special(token)] as const)),
    },
    decoder: null,
    model: { type: 'WordLevel', vocab: Object.fromEntries(vocab.map((t, i) => [t, i])), unk_token: '<unk>' },
  };
}

const { onnx } = onnxProto;
const { DataType } = onnx.TensorProto;
type Dim = number | string;

function valueInfo(name: string, elemType: Onnx.TensorProto.DataType, dims: Dim[]): Onnx.IValueInfoProto {
  return {
    name,
    type: {
      tensorType: {
        elemType,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

function floats(name: string, dims: number[], values: number[]): Onnx.ITensorProto {
  return { name, dims, dataType: DataType.FLOAT, floatData: values };
}

function ints(name: string, dims: number[], values: number[]): Onnx.ITensorProto {
  return { name, dims, dataType: DataType.INT64, int64Data: values };
}

function node(opType: string, input: string[], output: string[], attribute: Onnx.IAttributeProto[] = []) {
  return { opType, input, output, attribute, name: output[0] };
}

function identity(size: number): number[] {
  return Array.from({ length: size * size }, (_, i) => (Math.floor(i / size) === i % size ? 1 : 0));
}

function model(graph: Onnx.IGraphProto): Uint8Array {
  return onnx.ModelProto.encode({
    irVersion: 8,
    producerName: 'tolk-tests',
    opsetImport: [{ domain: '', version: 13 }],
    graph,
  }).finish();
}

/** last_hidden_state[b, s] = one-hot(token s) ++ one-hot(token s − 1, the start token before the first). */
function encoder(size: number, start: number): Uint8Array {
  return model({
    name: 'encoder',
    input: [valueInfo('input_ids', DataType.INT64, [1, 's']), valueInfo('attention_mask', DataType.INT64, [1, 's'])],
    output: [valueInfo('last_hidden_state', DataType.FLOAT, [1, 's', 2 * size])],
    initializer: [
      floats('eye', [size, size], identity(size)),
      ints('start_column', [1, 1], [start]),
      ints('zero', [1], [0]),
      ints('minus_one', [1], [-1]),
      ints('axis_one', [1], [1]),
    ],
    node: [
      node('Gather', ['eye', 'input_ids'], ['current']),
      node('Slice', ['input_ids', 'zero', 'minus_one', 'axis_one'], ['shifted']),
      node('Concat', ['start_column', 'shifted'], ['previous_ids'], [{ name: 'axis', type: 2, i: 1 }]),
      node('Gather', ['eye', 'previous_ids'], ['previous']),
      node('Concat', ['current', 'previous'], ['last_hidden_state'], [{ name: 'axis', type: 2, i: 2 }]),
    ],
  });
}

/** logits = counterpart of the source token that follows the last written token; end of sentence when none does. */
function decoder(size: number, swap: number[], eos: number): Uint8Array {
  const permutation = Array.from({ length: size * size }, (_, i) => (swap[Math.floor(i / size)] === i % size ? 1 : 0));
  const bias = Array.from({ length: size }, (_, i) => (i === eos ? 0.5 : 0));
  return model({
    name: 'decoder',
    input: [
      valueInfo('input_ids', DataType.INT64, [1, 't']),
      valueInfo('encoder_hidden_states', DataType.FLOAT, [1, 's', 2 * size]),
      valueInfo('encoder_attention_mask', DataType.INT64, [1, 's']),
    ],
    output: [valueInfo('logits', DataType.FLOAT, [1, 1, size])],
    initializer: [
      floats('eye', [size, size], identity(size)),
      floats('swap', [size, size], permutation),
      floats('eos_bias', [size], bias),
      ints('last', [], [-1]),
      ints('two', [1], [2]),
      ints('zero', [1], [0]),
      ints('width', [1], [size]),
      ints('double_width', [1], [2 * size]),
    ],
    node: [
      node('Gather', ['input_ids', 'last'], ['written'], [{ name: 'axis', type: 2, i: 1 }]),
      node('Gather', ['eye', 'written'], ['written_one_hot']),
      node('MatMul', ['written_one_hot', 'swap'], ['as_source']),
      node('Unsqueeze', ['as_source', 'two'], ['query']),
      node('Slice', ['encoder_hidden_states', 'width', 'double_width', 'two'], ['previous']),
      node('Slice', ['encoder_hidden_states', 'zero', 'width', 'two'], ['current']),
      node('MatMul', ['previous', 'query'], ['match']),
      node('Transpose', ['match'], ['match_row'], [{ name: 'perm', type: 7, ints: [0, 2, 1] }]),
      node('MatMul', ['match_row', 'current'], ['next_source']),
      node('MatMul', ['next_source', 'swap'], ['next_target']),
      node('Add', ['next_target', 'eos_bias'], ['logits']),
    ],
  });
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, JSON.stringify(value));
}
