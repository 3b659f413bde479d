// La página de reglas en español. Misma estructura en cada idioma (ver types.ts); posiciones en diagrams.ts.
import type { Content } from './types.ts';
import { D } from './diagrams.ts';

const side = (c: 'white' | 'black'): string => (c === 'white' ? 'blancas' : 'negras');

const content: Content = {
  lang: 'es',
  title: 'Cómo jugar al sittuyin',
  intro:
    'El sittuyin es el ajedrez tradicional de Myanmar (Birmania). Se parece al ajedrez que quizá ya conoces, con tres grandes diferencias: la partida empieza con la **colocación** de las piezas, los peones se convierten en un modesto **General** en lugar de una dama, y un rey solo puede salvarse gracias a la **cuenta**. Cada tablero de esta página usa el mismo motor de reglas que la aplicación: prueba las piezas y luego resuelve los problemas del final.',
  ui: {
    contents: 'Índice',
    pieces: 'Piezas',
    pieceSets: { letters: 'Letras', figurines: 'Figuras', burmese: 'Birmanas' },
    startAgain: 'Empezar de nuevo',
    toMove: (color) => `Juegan las ${side(color)}.`,
    count: (count, limit) => `Cuenta: ${count} de ${limit} jugadas usadas.`,
    checkmate: (winner) => `Jaque mate: ganan las ${side(winner)}.`,
    draw: (reason) => `Tablas: ${reason}.`,
    reasons: {
      stalemate: 'ahogado',
      'insufficient-material': 'ningún bando puede dar mate',
      counting: 'se acabó la cuenta',
      'fifty-moves': 'regla de las 50 jugadas',
      repetition: 'triple repetición',
      'promotion-only': 'solo quedan promociones',
      agreement: 'acuerdo',
    },
  },
  sections: [
    {
      id: 'board',
      heading: 'El tablero y las piezas',
      blocks: [
        { p: 'El sittuyin (စစ်တုရင်) se juega en un tablero de 8×8 casillas, todas del mismo color. Dos líneas lo cruzan de esquina a esquina: las **líneas del general** (sit-ke-myin). Empiezan las blancas; en Myanmar a las blancas se las suele llamar rojas.' },
        { p: 'Cada jugador tiene 16 piezas. Los ocho **peones** empiezan ya en el tablero, en dos filas escalonadas; las otras ocho piezas empiezan **en la mano** (se muestran junto al tablero) y se colocan antes de jugar.' },
        {
          list: [
            '**Rey** — Min-gyi (မင်းကြီး), letra K. Uno por bando.',
            '**General** — Sit-ke (စစ်ကဲ), letra F. Uno por bando.',
            '**Elefante** — Sin (ဆင်), letra S. Dos por bando.',
            '**Caballo** — Myin (မြင်း), letra N. Dos por bando.',
            '**Carro** — Yahhta (ရထား), letra R. Dos por bando.',
            '**Peón** — Ne (နယ်), letra P. Ocho por bando.',
          ],
        },
        { diagram: { ...D.start, caption: 'La posición inicial. Los peones están en a3–d3 y e4–h4 (blancas) y en a5–d5 y e6–h6 (negras); las demás piezas esperan en la mano. Las casillas marcadas con un círculo sobre las líneas del general son las casillas de promoción: a8, b7, c6, d5, e5, f6, g7, h8 para las blancas y a1, b2, c3, d4, e4, f3, g2, h1 para las negras.' } },
      ],
    },
    {
      id: 'placement',
      heading: 'La colocación de las piezas',
      blocks: [
        { p: 'Al principio solo los peones están en el tablero. Por turnos, los jugadores ponen una pieza de su mano en una casilla vacía de sus tres primeras filas: las filas 1 a 3 las blancas y las filas 6 a 8 las negras. Las blancas colocan primero. Tras 16 colocaciones, las blancas hacen la primera jugada en el tablero.' },
        { p: 'Solo hay una restricción: los **carros** únicamente se colocan en la última fila (la 1 para las blancas, la 8 para las negras). Las demás piezas pueden ir a cualquier casilla de la zona, también la última fila.' },
        { row: [
          { ...D.area, caption: 'La zona de colocación de las blancas: 20 casillas vacías en las filas 1 a 3.' },
          { ...D.chariots, caption: 'Un carro solo puede ir a la última fila.' },
        ] },
        { diagram: { ...D.place, caption: 'Te toca: elige una pieza de la reserva (debajo del tablero para las blancas, encima para las negras) y toca una casilla o haz clic en ella. Si la pieza no puede ir allí, el tablero la rechaza y explica por qué.' } },
        { diagram: { ...D.setup, caption: 'Una colocación terminada (la disposición Chesmayne): los reyes se protegen detrás de sus elefantes y su general, y los carros están en las últimas filas.' } },
      ],
    },
    {
      id: 'moves',
      heading: 'Cómo se mueven las piezas',
      blocks: [
        { p: 'Cuando todas las piezas están colocadas, los jugadores mueven por turnos, una pieza por jugada. Una pieza captura ocupando la casilla de una pieza enemiga; las piezas capturadas salen del juego para siempre. No hay enroque ni captura al paso. Los círculos muestran todas las casillas a las que llega la pieza de d4 (e4 para el peón): los calcula el motor.' },
        { row: [
          { ...D.king, caption: '**Rey** (Min-gyi): un paso en cualquier dirección.' },
          { ...D.general, caption: '**General** (Sit-ke): un paso en diagonal.' },
          { ...D.elephant, caption: '**Elefante** (Sin): un paso en diagonal, o un paso recto hacia delante.' },
          { ...D.horse, caption: '**Caballo** (Myin): salta como el caballo del ajedrez, por encima de cualquier pieza.' },
          { ...D.chariot, caption: '**Carro** (Yahhta): cualquier distancia por una fila o columna, como una torre. Aquí puede capturar en d5; su propio peón en h4 lo detiene.' },
          { ...D.pawn, caption: '**Peón** (Ne): un paso hacia delante (nunca dos); captura con un paso en diagonal hacia delante.' },
        ] },
        { p: 'Nunca se puede dejar al propio rey en jaque. El jaque mate gana la partida.' },
      ],
    },
    {
      id: 'promotion',
      heading: 'La promoción: el peón se convierte en General',
      blocks: [
        { p: 'Un peón que está en una **casilla de promoción** de su bando (las líneas del general en la mitad rival) puede convertirse en **General**, pero solo si su bando **no tiene ningún General en el tablero**. Promocionar es una jugada en sí misma: se hace en un turno posterior al que llevó el peón allí, y nunca es obligatorio.' },
        { p: 'El nuevo General aparece en la casilla del peón (**en el sitio**, se escribe `d5d5f`) o a un paso en diagonal (se escribe `d5c6f`), hacia delante o hacia atrás. Esa casilla tiene que estar vacía, y la promoción no está permitida si el nuevo General **capturaría**, **atacaría una pieza enemiga** o **daría jaque**.' },
        { diagram: { ...D.promote, caption: 'Las blancas no tienen General y el peón está en d5, una casilla de promoción: los cuatro Generales fantasma son las promociones en diagonal y el círculo sobre el peón, la promoción en el sitio. Pruébalo: toca el peón o haz clic en él, y luego en un General fantasma para promocionar en diagonal, o en el pequeño botón de General en la esquina del peón para promocionar en el sitio.' } },
        { row: [
          { ...D.noAttack, caption: 'No se puede promocionar en c6: desde allí el General atacaría el carro de b7.' },
          { ...D.lastPawn, caption: 'El **último peón** de un bando puede promocionar desde cualquier casilla, aquí desde b4.' },
        ] },
      ],
    },
    {
      id: 'counting',
      heading: 'La cuenta: salvar a un rey solo',
      blocks: [
        { p: 'Cuando a un jugador solo le queda el rey (un **rey desnudo**) y no queda ningún peón en el tablero, el bando más fuerte debe dar mate en un número limitado de jugadas o la partida termina en tablas. El límite depende de la mejor pieza del bando más fuerte:' },
        {
          list: [
            'con un **carro**: 16 jugadas;',
            'sin carro pero con un **elefante**: 44 jugadas;',
            'sin carro ni elefante pero con un **caballo**: 64 jugadas;',
            'con solo Generales no hay cuenta.',
          ],
        },
        { p: 'La cuenta empieza justo después de la jugada que deja solo al rey. Un mate en la última jugada permitida todavía gana. Si se acaba la cuenta, la partida es tablas.' },
        { diagram: { ...D.counting, caption: 'La cuenta está en marcha: las blancas ya han usado 10 de sus 16 jugadas. Juega algunas jugadas de los dos bandos y mira cómo avanza.' } },
      ],
    },
    {
      id: 'draws',
      heading: 'Tablas',
      blocks: [
        { p: 'Además de la cuenta, una partida de sittuyin termina en tablas:' },
        {
          list: [
            'por **ahogado**: el jugador al que le toca no tiene ninguna jugada legal y no está en jaque;',
            'cuando **ningún bando puede ya dar mate** (por ejemplo rey contra rey, o rey y General contra rey);',
            'si se reclama tras **50 jugadas** de cada bando sin captura, jugada de peón, colocación ni promoción;',
            'si se reclama cuando la misma posición aparece por **tercera vez**;',
            'si se reclama cuando el jugador al que le toca solo tiene un rey y un peón, no está en jaque, y todas sus jugadas legales son promociones;',
            'por **acuerdo**.',
          ],
        },
        { diagram: { ...D.stalemate, caption: 'Juegan las negras, que no tienen ninguna jugada legal y no están en jaque: ahogado, tablas.' } },
        { p: 'Esta página sigue las reglas por defecto de la aplicación (ChessPlayX). La aplicación ofrece también las reglas de la Federación de Ajedrez de Myanmar, las de Fairy-Stockfish y las reglas históricas de la enciclopedia de Pritchard; cambian el orden de la colocación, detalles de la promoción y la cuenta.' },
      ],
    },
    {
      id: 'notation',
      heading: 'Cómo se anotan las jugadas',
      blocks: [
        { p: 'Las jugadas se escriben con los nombres de las casillas, de la a a la h y del 1 al 8, vistas desde el lado de las blancas. Una colocación es la letra de la pieza, `@` y la casilla: `R@a1`. Un movimiento son las dos casillas: `e4e5`. Una promoción termina en `f`: `d5d5f` en el sitio, `d5c6f` en diagonal. En la notación abreviada habitual son `R@a1`, `e5`, `d5=F` y `d5c6=F`.' },
      ],
    },
    {
      id: 'puzzles',
      heading: 'Problemas',
      blocks: [
        { p: 'Te toca a ti. Haz las jugadas en el tablero: el problema responde, y vale cualquier jugada que el motor demuestre tan buena como la de la solución. **Pista** muestra la pieza que hay que mover y luego la jugada.' },
        { puzzle: 'chariot-mate', title: 'El carro en el borde', hint: 'El rey negro está atrapado en el borde. ¿Qué jugada le quita toda salida?' },
        { puzzle: 'horse-mate', title: 'Mate ahogado', hint: 'Las propias piezas negras rodean a su rey. Solo una pieza puede saltar hasta él.' },
        { puzzle: 'elephant-mate', title: 'El elefante avanza', hint: 'Juegas con las negras: el tablero está girado para que tus piezas queden abajo. Recuerda que el elefante también puede avanzar recto.' },
        { puzzle: 'king-helps', title: 'El rey ayuda', hint: 'Un carro solo no puede dar mate: primero acerca el rey.' },
        { puzzle: 'horse-and-chariot', title: 'Caballo y carro', hint: 'Cubre las casillas de escape y luego el carro remata.' },
        { puzzle: 'promotion-mate', title: 'Un General justo a tiempo', hint: 'Las blancas aún no tienen General. Uno nuevo puede vigilar la casilla que necesita el carro.' },
      ],
    },
  ],
};

export default content;
