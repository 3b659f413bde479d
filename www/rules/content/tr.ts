// Kurallar sayfası, Türkçe. Her dilde aynı yapı (bkz. types.ts); konumlar diagrams.ts içinde.
import type { Content } from './types.ts';
import { D } from './diagrams.ts';

const side = (c: 'white' | 'black'): string => (c === 'white' ? 'Beyaz' : 'Siyah');

const content: Content = {
  lang: 'tr',
  title: 'Sittuyin nasıl oynanır',
  intro:
    'Sittuyin, Myanmar’ın (Birmanya) geleneksel satrancıdır. Bildiğiniz satranca benzer, ama üç büyük farkı vardır: oyun taşların **yerleştirilmesiyle** başlar, piyonlar vezir yerine zayıf bir **General** olur ve yalnız kalan bir şah **sayma** kuralıyla kurtulabilir. Bu sayfadaki her tahta, uygulamayla aynı kural motorunu kullanır: önce taşları deneyin, sonra sondaki bulmacaları çözün.',
  ui: {
    contents: 'İçindekiler',
    pieces: 'Taşlar',
    pieceSets: { letters: 'Harfler', figurines: 'Figürler', burmese: 'Birman' },
    startAgain: 'Baştan başla',
    toMove: (color) => (color === 'white' ? 'Sıra Beyaz’da.' : 'Sıra Siyah’ta.'),
    count: (count, limit) => `Sayma: ${limit} hamleden ${count} hamle kullanıldı.`,
    checkmate: (winner) => `Şah mat: ${side(winner)} kazanır.`,
    draw: (reason) => `Beraberlik: ${reason}.`,
    reasons: {
      stalemate: 'pat',
      'insufficient-material': 'iki taraf da mat edemez',
      counting: 'sayma sona erdi',
      'fifty-moves': '50 hamle kuralı',
      repetition: 'üç kez tekrar',
      'promotion-only': 'yalnızca terfi hamleleri kaldı',
      agreement: 'anlaşma',
    },
  },
  sections: [
    {
      id: 'board',
      heading: 'Tahta ve taşlar',
      blocks: [
        { p: 'Sittuyin (စစ်တုရင်), kareleri renksiz 8×8’lik bir tahtada oynanır. Köşeden köşeye iki çizgi çizilidir: **generalin çizgileri** (sit-ke-myin). İlk hamleyi Beyaz yapar; Myanmar’da Beyaz’a çoğu zaman Kırmızı denir.' },
        { p: 'Her oyuncunun 16 taşı vardır. Sekiz **piyon** oyuna tahtada, iki basamaklı bir dizilişte başlar; diğer sekiz taş **elde** bekler (tahtanın yanında gösterilir) ve oyundan önce yerleştirilir.' },
        {
          list: [
            '**Şah** — Min-gyi (မင်းကြီး), harfi K. Her tarafta bir tane.',
            '**General** — Sit-ke (စစ်ကဲ), harfi F. Her tarafta bir tane.',
            '**Fil** — Sin (ဆင်), harfi S. Her tarafta iki tane.',
            '**At** — Myin (မြင်း), harfi N. Her tarafta iki tane.',
            '**Araba** — Yahhta (ရထား), harfi R. Her tarafta iki tane.',
            '**Piyon** — Ne (နယ်), harfi P. Her tarafta sekiz tane.',
          ],
        },
        { diagram: { ...D.start, caption: 'Başlangıç. Piyonlar a3–d3 ve e4–h4’te (Beyaz), a5–d5 ve e6–h6’dadır (Siyah); diğer taşlar elde bekler. Generalin çizgileri üzerindeki halkalı kareler terfi kareleridir: Beyaz için a8, b7, c6, d5, e5, f6, g7, h8; Siyah için a1, b2, c3, d4, e4, f3, g2, h1.' } },
      ],
    },
    {
      id: 'placement',
      heading: 'Yerleştirme: taşları dizmek',
      blocks: [
        { p: 'Başlangıçta tahtada yalnızca piyonlar vardır. Oyuncular sırayla elindeki bir taşı kendi üç sırasındaki boş bir kareye koyar: Beyaz 1–3. sıralara, Siyah 6–8. sıralara. Önce Beyaz yerleştirir. 16 yerleştirmeden sonra Beyaz tahtadaki ilk hamlesini yapar.' },
        { p: 'Tek bir kısıtlama vardır: **arabalar** yalnızca en arka sıraya (Beyaz için 1., Siyah için 8. sıra) konabilir. Diğer bütün taşlar bölgenin herhangi bir yerine, arka sıra da dahil, konabilir.' },
        { row: [
          { ...D.area, caption: 'Beyaz’ın yerleştirme bölgesi: 1–3. sıralarda 20 boş kare.' },
          { ...D.chariots, caption: 'Araba yalnızca arka sıraya konabilir.' },
        ] },
        { diagram: { ...D.place, caption: 'Sıra sizde: yedekten bir taş seçin (Beyaz için tahtanın altında, Siyah için üstünde), sonra bir kareye dokunun ya da tıklayın. Taş oraya konamıyorsa tahta bunu reddeder ve nedenini söyler.' } },
        { diagram: { ...D.setup, caption: 'Tamamlanmış bir yerleştirme (Chesmayne dizilişi): şahlar fillerinin ve generallerinin arkasında, arabalar arka sıralarda.' } },
      ],
    },
    {
      id: 'moves',
      heading: 'Taşlar nasıl hareket eder',
      blocks: [
        { p: 'Bütün taşlar yerleştirildikten sonra oyuncular sırayla, her hamlede bir taş oynar. Bir taş, rakip taşın bulunduğu kareye giderek onu alır; alınan taşlar oyundan tamamen çıkar. Rok ve geçerken alma yoktur. Halkalar, d4’teki taşın (piyon için e4) gidebileceği bütün kareleri gösterir: bunları motor hesaplar.' },
        { row: [
          { ...D.king, caption: '**Şah** (Min-gyi): her yöne bir adım.' },
          { ...D.general, caption: '**General** (Sit-ke): çapraz bir adım.' },
          { ...D.elephant, caption: '**Fil** (Sin): çapraz bir adım ya da dümdüz ileri bir adım.' },
          { ...D.horse, caption: '**At** (Myin): satrançtaki at gibi, taşların üzerinden atlayarak.' },
          { ...D.chariot, caption: '**Araba** (Yahhta): kale gibi, sıra ya da sütun boyunca istediği kadar. Burada d5’te taş alabilir; h4’teki kendi piyonu onu durdurur.' },
          { ...D.pawn, caption: '**Piyon** (Ne): ileri bir adım (asla iki); çapraz ileri bir adımla taş alır.' },
        ] },
        { p: 'Şah asla şah altında bırakılamaz. Şah mat oyunu kazandırır.' },
      ],
    },
    {
      id: 'promotion',
      heading: 'Terfi: piyon General olur',
      blocks: [
        { p: 'Kendi tarafının bir **terfi karesinde** (rakip yarıdaki generalin çizgileri) duran piyon **General** olabilir — ama yalnızca tarafının **tahtada hiç Generali yoksa**. Terfi ayrı bir hamledir: piyonu oraya getiren hamleden sonraki bir sırada yapılır ve hiçbir zaman zorunlu değildir.' },
        { p: 'Yeni General piyonun kendi karesinde (**yerinde**, `d5d5f` diye yazılır) ya da ondan çapraz bir adım ötede (`d5c6f` diye yazılır), ileri ya da geri, belirir. Bu kare boş olmalıdır; yeni General bir taş **alacaksa**, bir rakip taşa **saldıracaksa** ya da **şah çekecekse** terfi yapılamaz.' },
        { diagram: { ...D.promote, caption: 'Beyaz’ın Generali yok ve piyon bir terfi karesi olan d5’te: dört hayalet General çapraz terfileri, piyonun üzerindeki halka yerinde terfiyi gösteriyor. Deneyin: piyona, sonra çapraz terfi için bir hayalet Generale dokunun ya da tıklayın; yerinde terfi için piyonun köşesindeki küçük General düğmesine dokunun ya da tıklayın.' } },
        { row: [
          { ...D.noAttack, caption: 'c6’ya terfi yok: General oradan b7’deki arabaya saldırırdı.' },
          { ...D.lastPawn, caption: 'Bir tarafın **son piyonu** her kareden terfi edebilir, burada b4’ten.' },
        ] },
      ],
    },
    {
      id: 'counting',
      heading: 'Sayma: yalnız şahı kurtarmak',
      blocks: [
        { p: 'Bir oyuncunun elinde yalnızca şahı kaldığında (**çıplak şah**) ve tahtada hiç piyon yoksa, güçlü taraf sınırlı sayıda hamlede mat etmelidir; yoksa oyun berabere biter. Sınır, güçlü tarafın en iyi taşına bağlıdır:' },
        {
          list: [
            '**araba** varsa: 16 hamle;',
            'araba yok ama **fil** varsa: 44 hamle;',
            'ikisi de yok ama **at** varsa: 64 hamle;',
            'yalnızca Generaller varsa sayma yoktur.',
          ],
        },
        { p: 'Sayma, şahı yalnız bırakan hamleden hemen sonra başlar. İzin verilen son hamlede yapılan mat yine kazanır. Sayma biterse oyun berabere biter.' },
        { diagram: { ...D.counting, caption: 'Sayma sürüyor: Beyaz 16 hamlesinin 10’unu kullandı. İki taraf için birkaç hamle oynayın ve sayının artışını izleyin.' } },
      ],
    },
    {
      id: 'draws',
      heading: 'Beraberlikler',
      blocks: [
        { p: 'Saymanın dışında bir sittuyin oyunu şu durumlarda berabere biter:' },
        {
          list: [
            '**pat**: sırası gelen oyuncunun hiç yasal hamlesi yoksa ve şah altında değilse;',
            '**iki taraf da artık mat edemiyorsa** (örneğin şaha karşı şah, ya da şah ve Generale karşı şah);',
            'her taraf taş almadan, piyon oynamadan, yerleştirme ya da terfi yapmadan **50 hamle** oynadıktan sonra istenirse;',
            'aynı konum **üçüncü kez** ortaya çıktığında istenirse;',
            'sırası gelen oyuncunun yalnızca bir şahı ve bir piyonu varsa, şah altında değilse ve bütün yasal hamleleri terfi ise, istenirse;',
            '**anlaşmayla**.',
          ],
        },
        { diagram: { ...D.stalemate, caption: 'Sıra Siyah’ta, hiç yasal hamlesi yok ve şah altında değil: pat, berabere.' } },
        { p: 'Bu sayfa uygulamanın varsayılan kurallarını (ChessPlayX) izler. Uygulama ayrıca Myanmar Satranç Federasyonu’nun kurallarını, Fairy-Stockfish kurallarını ve Pritchard ansiklopedisindeki tarihî kuralları sunar; bunlar yerleştirme sırası, terfi ayrıntıları ve sayma bakımından farklıdır.' },
      ],
    },
    {
      id: 'notation',
      heading: 'Hamlelerin yazılışı',
      blocks: [
        { p: 'Hamleler, Beyaz’ın tarafından bakılarak a–h ve 1–8 kare adlarıyla yazılır. Yerleştirme, taşın harfi, `@` ve kareyle yazılır: `R@a1`. Bir hamle iki kareyle yazılır: `e4e5`. Terfi `f` ile biter: yerinde `d5d5f`, çapraz `d5c6f`. Alışılmış kısa gösterimde bunlar `R@a1`, `e5`, `d5=F` ve `d5c6=F` olur.' },
      ],
    },
    {
      id: 'puzzles',
      heading: 'Bulmacalar',
      blocks: [
        { p: 'Sıra sizde. Hamleleri tahtada yapın: bulmaca yanıt verir; motorun çözüm kadar iyi olduğunu kanıtladığı her hamle de sayılır. **İpucu** önce oynanacak taşı, sonra hamleyi gösterir.' },
        { puzzle: 'chariot-mate', title: 'Kenardaki araba', hint: 'Siyah şah kenarda sıkışmış. Hangi hamle ona hiç çıkış bırakmaz?' },
        { puzzle: 'horse-mate', title: 'Boğmaca mat', hint: 'Siyah’ın kendi taşları şahını çevreliyor. Yalnızca bir taş oraya atlayabilir.' },
        { puzzle: 'elephant-mate', title: 'Fil ileri çıkıyor', hint: 'Siyah’la oynuyorsunuz: tahta, taşlarınız altta olacak şekilde çevrildi. Filin dümdüz ileri de gidebildiğini unutmayın.' },
        { puzzle: 'king-helps', title: 'Şah yardıma gelir', hint: 'Tek başına bir araba mat edemez: önce şahı getirin.' },
        { puzzle: 'horse-and-chariot', title: 'At ve araba', hint: 'Kaçış karelerini kapatın, sonra araba işi bitirsin.' },
        { puzzle: 'promotion-mate', title: 'Tam zamanında bir General', hint: 'Beyaz’ın henüz Generali yok. Yeni bir General, arabanın ihtiyaç duyduğu kareyi koruyabilir.' },
      ],
    },
  ],
};

export default content;
