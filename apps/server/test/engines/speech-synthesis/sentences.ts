import type { LanguageCode } from '@tolk/contracts/languages';

/**
 * One everyday sentence per language, in its own script, as a learner would type it. Japanese is
 * in kana, so the synthesis tests measure eSpeak NG's own reading (kanji go through the
 * analyser's kana first: see the Japanese tests).
 */
export const SENTENCES: Record<LanguageCode, string> = {
  no: 'Hei, jeg heter Kari og jeg bor i Oslo.',
  ru: 'Привет, меня зовут Анна, и я живу в Москве.',
  en: 'Hello, my name is Anna and I live in London.',
  es: 'Hola, me llamo Ana y vivo en Madrid.',
  fr: "Bonjour, je m'appelle Anne et j'habite à Paris.",
  de: 'Hallo, ich heiße Anna und wohne in Berlin.',
  it: 'Ciao, mi chiamo Anna e abito a Roma.',
  pt: 'Olá, chamo-me Ana e moro em Lisboa.',
  ja: 'こんにちは、わたしの なまえは アンナです。',
  nl: 'Hallo, ik heet Anna en ik woon in Amsterdam.',
  pl: 'Cześć, mam na imię Anna i mieszkam w Warszawie.',
  sv: 'Hej, jag heter Anna och jag bor i Stockholm.',
  da: 'Hej, jeg hedder Anna, og jeg bor i København.',
  fi: 'Hei, nimeni on Anna ja asun Helsingissä.',
  ko: '안녕하세요, 제 이름은 안나이고 서울에 살아요.',
  zh: '你好，我叫安娜，我住在北京。',
  ar: 'مرحبا، اسمي آنا وأنا أسكن في القاهرة.',
  tr: "Merhaba, benim adım Anna ve İstanbul'da yaşıyorum.",
  hi: 'नमस्ते, मेरा नाम अन्ना है और मैं दिल्ली में रहती हूँ।',
  th: 'สวัสดีค่ะ ฉันชื่อแอนนา ฉันอาศัยอยู่ที่กรุงเทพ',
};
