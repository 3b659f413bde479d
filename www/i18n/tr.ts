// Turkish strings. Same keys as en.ts (the reference); see tests/board/i18n.test.ts.
// A side's name takes case suffixes ("Sıra Beyazda", "Siyahın taşları", "Beyazla oynar"), made by
// vowel harmony from whatever name the table gives, so the templates stay right if the names change.
// Numbers take no plural ("3 hamle").
import type { Strings } from './en.ts';

const BACK = 'aıou';
const FRONT = 'eiöü';
const VOICELESS = 'çfhkpsşt';

function lastVowel(word: string): string {
  const w = word.toLocaleLowerCase('tr');
  for (let i = w.length - 1; i >= 0; i--) if (BACK.includes(w[i]) || FRONT.includes(w[i])) return w[i];
  return 'e';
}
const endsInVowel = (word: string): boolean => (BACK + FRONT).includes(word.toLocaleLowerCase('tr').slice(-1));
/** a/e by the last vowel. */
const twoWay = (word: string): string => (BACK.includes(lastVowel(word)) ? 'a' : 'e');
/** ı/i/u/ü by the last vowel. */
const fourWay = (word: string): string => ({ a: 'ı', ı: 'ı', e: 'i', i: 'i', o: 'u', u: 'u', ö: 'ü', ü: 'ü' })[lastVowel(word)] ?? 'i';

/** Genitive: "Beyazın", "Siyahın". */
const genitive = (word: string): string => `${word}${endsInVowel(word) ? 'n' : ''}${fourWay(word)}n`;
/** Locative: "Beyazda", "Siyahta". */
const locative = (word: string): string => `${word}${VOICELESS.includes(word.toLocaleLowerCase('tr').slice(-1)) ? 't' : 'd'}${twoWay(word)}`;
/** Instrumental: "Beyazla", "Siyahla". */
const instrumental = (word: string): string => `${word}${endsInVowel(word) ? 'y' : ''}l${twoWay(word)}`;

export const tr: Strings = {
  name: 'Türkçe',
  roles: {
    king: { letter: 'K', name: 'Şah', burmese: 'Min-gyi' },
    general: { letter: 'F', name: 'General', burmese: 'Sit-ke' },
    elephant: { letter: 'S', name: 'Fil', burmese: 'Sin' },
    horse: { letter: 'N', name: 'At', burmese: 'Myin' },
    chariot: { letter: 'R', name: 'Savaş arabası', burmese: 'Yahhta' },
    pawn: { letter: 'P', name: 'Piyon', burmese: 'Ne' },
  },
  colors: { white: 'Beyaz', black: 'Siyah' },
  board: {
    label: 'Sittuyin tahtası. Ok tuşları imleci hareket ettirir, Enter taşı alır ve yerleştirir, P yerinde terfi ettirir.',
    reserve: (color: string) => `${genitive(color)} eldeki taşları`,
    inHand: (color: string, piece: string, n: number) => `${color} ${piece}, elde ${n}`,
    piece: (color: string, piece: string, burmese: string) => `${color} ${piece} (${burmese})`,
    sidePiece: (color: string, piece: string) => `${color} ${piece}`,
    error: (message: string) => `Sittuyin tahtası: ${message}`,
    promoteHere: 'Bu karede generale terfi ettir (P)',
    empty: 'boş',
    cursor: (square: string, what: string) => `${square}, ${what}`,
    selected: (piece: string, square: string, moves: number) => `${piece}, ${square} karesinde seçildi: ${moves} hamle`,
    picked: (piece: string, squares: number) => `${piece} seçildi: yerleştirilebileceği ${squares} kare`,
  },
  refusals: {
    occupied: 'Kare dolu',
    'outside-region': 'Yerleştirme alanınızın dışında',
    'chariot-back-rank': 'Savaş arabaları en arka yataya yerleştirilir',
    'chariot-file': 'Siyahın savaş arabaları aynı dikeyde duramaz, Beyaz şahın dikeyinde de duramaz',
    'pawn-back-rank': 'Piyon buraya yerleştirilemez',
    'king-attacked': 'Şah saldırı altındaki bir kareye yerleştirilemez',
    'leaves-king-in-check': 'Şahın şah altında: bu yerleştirme onu kurtarmıyor',
    'must-not-stalemate': 'Bu yerleştirme rakibi hamlesiz bırakır (bu kurallarda yasak)',
    'no-piece-in-hand': 'Elde bu taştan kalmadı',
    'game-over': 'Oyun bitti',
    other: 'Şu anda buraya yerleştirilemez',
  } as Record<string, string>,
  reasons: {
    checkmate: 'şah mat',
    stalemate: 'pat',
    'insufficient-material': 'yetersiz materyal',
    counting: 'sayım sınırı doldu',
    'fifty-moves': '50 hamle kuralı',
    repetition: 'üç kez tekrar',
    'promotion-only': 'yalnızca terfi hamleleri kaldı',
    resignation: 'terk',
    agreement: 'anlaşma',
  } as Record<string, string>,
  status: {
    toMove: (color: string) => `Sıra ${locative(color)}`,
    placement: 'yerleştirme',
    play: 'oyun',
    check: 'şah',
    wins: (color: string) => `${color} kazandı`,
    draw: 'Berabere',
    place: (color: string, where: 'below' | 'above') => `${color}: taşlarınızı yerleştirin — tahtanın ${where === 'below' ? 'altındaki' : 'üstündeki'} taşlardan birini, sonra yeşil bir kareyi seçin`,
    yourMove: 'Sıra sizde',
    count: (attacker: string, n: number, limit: number) => `${attacker} ${limit} hamle içinde mat etmeli: ${n} hamle oynandı`,
    viewing: (ply: number, total: number) => `${total} hamlenin ${ply}. hamlesi gösteriliyor (oyuna dönmek için End)`,
    thinking: 'Bilgisayar düşünüyor…',
    drawOffer: (color: string) => `${color} beraberlik teklif ediyor`,
  },
  presets: {
    chessplayx: { name: 'ChessPlayX kuralları (varsayılan)', description: 'Sırayla yerleştirme; 50 hamle kuralı, üç kez tekrar ve yalnızca terfi hamlelerinin kaldığı durumlarda beraberlik talep edilir; sayım ve ölü pozisyonlar oyunu bitirir.' },
    fairy: { name: 'Fairy-Stockfish / pychess', description: 'Tam olarak Fairy-Stockfish ve pychess.org’daki gibi: oyunu yalnızca mat ve pat bitirir, diğer bütün beraberlikler talep edilir.' },
    federation: { name: 'Myanmar federasyonu (ardışık yerleştirme)', description: 'Önce Beyaz sekiz taşının hepsini, sonra Siyah yerleştirir; tekrar kuralı yok; yalnız kalan her şaha karşı sayım yapılır.' },
    pritchard: { name: 'Pritchard (tarihsel)', description: 'Alanınızda her yere, kendi piyonunuzun üstüne bile yerleştirme; terfi yalnızca çapraz bir adımla; pat ettiren hamle kuraldışıdır.' },
  } as Record<string, { name: string; description: string }>,
  result: {
    rematch: 'Rövanş',
    newGame: 'Yeni oyun',
    analyse: 'Analiz et',
  },
  ui: {
    rules: 'Kural seti',
    opponent: 'Rakip',
    twoPlayers: 'İki oyuncu',
    computerPlays: (color: string) => `Bilgisayar ${instrumental(color)} oynar`,
    level: 'Bilgisayar seviyesi',
    levelN: (n: number) => `Seviye ${n}`,
    newGame: 'Yeni oyun',
    undo: 'Geri al',
    redo: 'Yinele',
    flip: 'Çevir',
    flipTitle: 'Tahtayı çevir',
    resign: 'Terk et',
    offerDraw: 'Beraberlik teklif et',
    drawOffered: 'Beraberlik teklif edildi',
    acceptDraw: (color: string) => `Beraberliği kabul et (${color})`,
    hint: 'İpucu',
    analysis: 'Analiz',
    randomSetup: 'Rastgele diziliş',
    traditionalSetup: 'Geleneksel diziliş…',
    moveInput: 'Hamle (e2e3, R@a1, Ra7)',
    moveInputLabel: 'UCI veya SAN biçiminde bir hamle yazın, Enter ile oynayın',
    moves: 'Hamleler',
    placementBlock: 'Yerleştirme',
    movesBlock: 'Hamleler',
    fenPgn: 'FEN / PGN',
    copyFen: 'FEN’i kopyala',
    copyPgn: 'PGN’yi kopyala',
    downloadPgn: 'PGN’yi indir',
    importText: 'Bir FEN veya PGN yapıştırın',
    loadFen: 'FEN’i yükle',
    loadPgn: 'PGN’yi yükle',
    claim: (reason: string) => `Beraberlik talep et (${reason})`,
    accept: 'Beraberliği kabul et',
    decline: 'Reddet',
    undoAction: 'Geri al',
    setups: 'Dizilişler',
    setupFor: (color: string) => `${genitive(color)} taşlarını geleneksel bir düzende yerleştirin:`,
    randomSetupFor: (color: string) => `${color} için rastgele diziliş`,
    you: 'Siz',
    computer: (level: number) => `Bilgisayar (seviye ${level})`,
    settings: 'Ayarlar',
    language: 'Dil',
    pieces: 'Taşlar',
    pieceSets: { letters: 'Harfler', figurines: 'Figürler', burmese: 'Birman' } as Record<string, string>,
    sound: 'Hamle sesleri',
    rulesPage: 'Nasıl oynanır',
    reload: 'Yeniden yükle',
    recent: 'Son oyunlar',
    open: 'Aç',
    current: 'bu oyun',
    plies: (n: number) => `${n} hamle`,
  },
  messages: {
    newGame: 'Yeni oyun',
    newGameRules: (rules: string) => `Yeni oyun: ${rules}`,
    resigned: (color: string) => `${color} terk etti`,
    restored: 'Önceki oyun geri yüklendi',
    drawDeclined: 'Beraberlik reddedildi',
    setupPlaced: (name: string, color: string) => `${name}: ${genitive(color)} taşları yerleştirildi`,
    setupChosen: (name: string, color: string) => `${name}, ${color} için seçildi: taşları her sırası geldiğinde yerleştirilecek`,
    takenBack: 'Hamle geri alındı',
    copied: 'Kopyalandı',
    positionLoaded: 'Pozisyon yüklendi',
    gameLoaded: 'Oyun yüklendi',
    computerDeclines: 'Bilgisayar beraberliği reddediyor',
    offersDraw: (color: string) => `${color} beraberlik teklif ediyor`,
    computersTurn: 'Sıra bilgisayarda',
    hint: (san: string, score: string) => `İpucu: ${san} (${score})`,
    hintSpoken: (san: string) => `İpucu: ${san}`,
    depth: (depth: number, line: string) => `derinlik ${depth}: ${line}`,
    engineFailed: (message: string) => `Kural motoru yüklenemedi: ${message}`,
    updateReady: 'Sittuyin’in yeni bir sürümü hazır.',
    storageFull: 'Bu oyun kaydedilemedi: tarayıcının depolama alanı dolu. Oyun burada açık kalıyor; saklamak için PGN’sini kopyalayın.',
    storageOff: 'Bu tarayıcı sayfanın oyunları saklamasına izin vermiyor (gizli mod?). Oynamaya devam edin; bir oyunu saklamak için PGN’sini kopyalayın.',
    otherTab: 'Bu oyuna başka bir sekmede devam edildi; burada şu anki hâliyle gösteriliyor.',
    otherGame: 'Başka bir sekme farklı bir oyun başlattı. Bu oyun burada kalıyor; ikisi de Son oyunlar listesinde.',
    corrupt: 'Kayıtlı oyun okunamadı; bir kenara ayrıldı (localStorage anahtarı "sittuyin.corrupt") ve yeni bir oyun başlatıldı.',
    badFen: (message: string) => `Geçersiz FEN: ${message}`,
    badPgn: (message: string) => `Geçersiz PGN: ${message}`,
  },
  tablebase: {
    win: (color: string, moves: number) => `Tablo: ${color} ${moves} hamlede mat eder`,
    conversion: (color: string, moves: number) => `Tablo: ${color} kazanır, belirleyici alış ${moves} hamlede`,
    draw: 'Tablo: en iyi oyunla berabere',
    drawCount: 'Tablo: berabere — sayım mattan önce biter',
    drawFifty: 'Tablo: berabere — önce 50 hamle kuralı gelir',
    preparing: 'Oyun sonu tablosu hazırlanıyor…',
  },
  trainer: {
    title: 'Oyun sonu antrenmanı',
    intro: 'Yalnız şahı sayım bitmeden mat et. Bilgisayar elinden geldiğince savunur.',
    start: 'Başla',
    endings: { KRK: 'Savaş arabası', KSK: 'Fil', KFSK: 'Fil ve General', KFNK: 'At ve General', KFRK: 'Savaş arabası ve General' } as Record<string, string>,
    lost: 'Galibiyet kaçtı. Yeniden başla?',
    solved: 'Sayım içinde mat. Tebrikler!',
  },
  errors: {
    ERR_ILLEGAL_MOVE: 'Kuraldışı hamle',
    ERR_MOVE_SYNTAX: 'Geçerli bir hamle yazımı değil',
    ERR_FEN_SYNTAX: 'Geçersiz FEN',
    ERR_FEN_BOARD: 'Geçersiz FEN (tahta)',
    ERR_FEN_HAND: 'Geçersiz FEN (eldeki taşlar)',
    ERR_FEN_TURN: 'Geçersiz FEN (hamle sırası)',
    ERR_FEN_COUNTERS: 'Geçersiz FEN (sayaçlar)',
    ERR_POSITION: 'Kuraldışı pozisyon',
    ERR_RULES: 'Bilinmeyen kurallar',
    ERR_PGN: 'Geçersiz PGN',
    ERR_GAME_OVER: 'Oyun bitti',
    ERR_NO_DRAW: 'Şu anda beraberlik talep edilemez',
    other: 'Bir şeyler ters gitti',
  } as Record<string, string>,
};
