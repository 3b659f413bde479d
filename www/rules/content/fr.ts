// La page des règles en français. Même structure dans chaque langue (voir types.ts) ; positions dans diagrams.ts.
import type { Content } from './types.ts';
import { D } from './diagrams.ts';

const side = (c: 'white' | 'black'): string => (c === 'white' ? 'Blancs' : 'Noirs');

const content: Content = {
  lang: 'fr',
  title: 'Comment jouer au sittuyin',
  intro:
    'Le sittuyin est le jeu d’échecs traditionnel du Myanmar (Birmanie). Il ressemble aux échecs que vous connaissez peut-être, avec trois grandes différences : la partie commence par le **placement** des pièces, les pions deviennent un modeste **Général** au lieu d’une dame, et un roi seul peut être sauvé par le **compte**. Chaque échiquier de cette page utilise le même moteur de règles que l’application : essayez les pièces, puis résolvez les problèmes à la fin.',
  ui: {
    contents: 'Sommaire',
    pieces: 'Pièces',
    pieceSets: { letters: 'Lettres', figurines: 'Figurines', burmese: 'Birmanes' },
    startAgain: 'Recommencer',
    toMove: (color) => `Trait aux ${side(color)}.`,
    count: (count, limit) => `Compte : ${count} coups sur ${limit}.`,
    checkmate: (winner) => `Échec et mat : les ${side(winner)} gagnent.`,
    draw: (reason) => `Partie nulle : ${reason}.`,
    reasons: {
      stalemate: 'pat',
      'insufficient-material': 'aucun camp ne peut mater',
      counting: 'le compte est épuisé',
      'fifty-moves': 'règle des 50 coups',
      repetition: 'triple répétition',
      'promotion-only': 'il ne reste que des promotions',
      agreement: 'accord mutuel',
    },
  },
  sections: [
    {
      id: 'board',
      heading: 'L’échiquier et les pièces',
      blocks: [
        { p: 'Le sittuyin (စစ်တုရင်) se joue sur un échiquier de 8×8 cases toutes de la même couleur. Deux lignes vont d’un coin à l’autre : les **lignes du général** (sit-ke-myin). Les Blancs commencent ; au Myanmar, les Blancs sont souvent appelés les Rouges.' },
        { p: 'Chaque joueur a 16 pièces. Les huit **pions** sont déjà sur l’échiquier, sur deux rangées en escalier ; les huit autres pièces sont **en main** (montrées à côté de l’échiquier) et sont placées avant le jeu.' },
        {
          list: [
            '**Roi** — Min-gyi (မင်းကြီး), lettre K. Un de chaque côté.',
            '**Général** — Sit-ke (စစ်ကဲ), lettre F. Un de chaque côté.',
            '**Éléphant** — Sin (ဆင်), lettre S. Deux de chaque côté.',
            '**Cavalier** — Myin (မြင်း), lettre N. Deux de chaque côté.',
            '**Char** — Yahhta (ရထား), lettre R. Deux de chaque côté.',
            '**Pion** — Ne (နယ်), lettre P. Huit de chaque côté.',
          ],
        },
        { diagram: { ...D.start, caption: 'Le départ. Les pions sont sur a3–d3 et e4–h4 (Blancs) et sur a5–d5 et e6–h6 (Noirs) ; les autres pièces attendent en main. Les cases cerclées sur les lignes du général sont les cases de promotion : a8, b7, c6, d5, e5, f6, g7, h8 pour les Blancs et a1, b2, c3, d4, e4, f3, g2, h1 pour les Noirs.' } },
      ],
    },
    {
      id: 'placement',
      heading: 'Le placement des pièces',
      blocks: [
        { p: 'Au départ, seuls les pions sont sur l’échiquier. Chacun à son tour, les joueurs posent une pièce de leur main sur une case vide de leurs trois premières rangées : les rangées 1 à 3 pour les Blancs, 6 à 8 pour les Noirs. Les Blancs placent en premier. Après 16 placements, les Blancs jouent le premier coup sur l’échiquier.' },
        { p: 'Une seule restriction : les **chars** se placent uniquement sur la dernière rangée (la rangée 1 pour les Blancs, la 8 pour les Noirs). Toutes les autres pièces vont où elles veulent dans la zone, dernière rangée comprise.' },
        { row: [
          { ...D.area, caption: 'La zone de placement des Blancs : 20 cases vides sur les rangées 1 à 3.' },
          { ...D.chariots, caption: 'Un char ne se place que sur la dernière rangée.' },
        ] },
        { diagram: { ...D.place, caption: 'À vous : choisissez une pièce dans la réserve (sous l’échiquier pour les Blancs, au-dessus pour les Noirs), puis touchez une case ou cliquez dessus. Si la pièce ne peut pas y aller, l’échiquier refuse et explique pourquoi.' } },
        { diagram: { ...D.setup, caption: 'Un placement terminé (le dispositif Chesmayne) : les rois s’abritent derrière leurs éléphants et leur général, les chars sont sur les dernières rangées.' } },
      ],
    },
    {
      id: 'moves',
      heading: 'La marche des pièces',
      blocks: [
        { p: 'Une fois toutes les pièces placées, les joueurs jouent à tour de rôle, une pièce par coup. Une pièce prend en allant sur la case d’une pièce adverse ; les pièces prises quittent la partie pour de bon. Il n’y a ni roque ni prise en passant. Les cercles montrent toutes les cases que la pièce en d4 (en e4 pour le pion) peut atteindre : c’est le moteur qui les calcule.' },
        { row: [
          { ...D.king, caption: '**Roi** (Min-gyi) : un pas dans n’importe quelle direction.' },
          { ...D.general, caption: '**Général** (Sit-ke) : un pas en diagonale.' },
          { ...D.elephant, caption: '**Éléphant** (Sin) : un pas en diagonale, ou un pas tout droit vers l’avant.' },
          { ...D.horse, caption: '**Cavalier** (Myin) : saute comme le cavalier des échecs, par-dessus n’importe quelle pièce.' },
          { ...D.chariot, caption: '**Char** (Yahhta) : aussi loin qu’il veut sur une rangée ou une colonne, comme une tour. Ici il peut prendre en d5 ; son propre pion en h4 l’arrête.' },
          { ...D.pawn, caption: '**Pion** (Ne) : un pas vers l’avant (jamais deux) ; il prend d’un pas en diagonale vers l’avant.' },
        ] },
        { p: 'On ne doit jamais laisser son roi en échec. L’échec et mat gagne la partie.' },
      ],
    },
    {
      id: 'promotion',
      heading: 'La promotion : le pion devient Général',
      blocks: [
        { p: 'Un pion qui se trouve sur une **case de promotion** de son camp (les lignes du général dans la moitié adverse) peut devenir **Général** — mais seulement si son camp n’a **plus de Général sur l’échiquier**. La promotion est un coup à part entière : on promote à un tour suivant celui où le pion est arrivé, et on n’est jamais obligé de le faire.' },
        { p: 'Le nouveau Général apparaît sur la case du pion (**sur place**, noté `d5d5f`) ou à un pas en diagonale (noté `d5c6f`), vers l’avant ou vers l’arrière. Cette case doit être vide, et la promotion est interdite si le nouveau Général **prendrait**, **attaquerait une pièce adverse** ou **donnerait échec**.' },
        { diagram: { ...D.promote, caption: 'Les Blancs n’ont pas de Général et le pion est en d5, une case de promotion : les quatre Généraux fantômes sont les promotions en diagonale, le cercle sur le pion la promotion sur place. Essayez : sélectionnez le pion (d’un toucher ou d’un clic), puis un Général fantôme pour une promotion en diagonale, ou le petit bouton Général au coin du pion pour une promotion sur place.' } },
        { row: [
          { ...D.noAttack, caption: 'Pas de promotion en c6 : de là, le Général attaquerait le char en b7.' },
          { ...D.lastPawn, caption: 'Le **dernier pion** d’un camp peut promouvoir depuis n’importe quelle case, ici depuis b4.' },
        ] },
      ],
    },
    {
      id: 'counting',
      heading: 'Le compte : sauver un roi seul',
      blocks: [
        { p: 'Quand un joueur n’a plus que son roi (un **roi dépouillé**) et qu’il ne reste aucun pion sur l’échiquier, le camp le plus fort doit mater en un nombre limité de coups, sinon la partie est nulle. La limite dépend de la meilleure pièce du camp le plus fort :' },
        {
          list: [
            'avec un **char** : 16 coups ;',
            'sans char mais avec un **éléphant** : 44 coups ;',
            'sans char ni éléphant mais avec un **cavalier** : 64 coups ;',
            'avec seulement des Généraux, il n’y a pas de compte.',
          ],
        },
        { p: 'Le compte commence juste après le coup qui laisse le roi seul. Un mat au dernier coup permis gagne encore. Si le compte est épuisé, la partie est nulle.' },
        { diagram: { ...D.counting, caption: 'Le compte est lancé : les Blancs ont déjà utilisé 10 de leurs 16 coups. Jouez quelques coups des deux camps et regardez-le avancer.' } },
      ],
    },
    {
      id: 'draws',
      heading: 'Les parties nulles',
      blocks: [
        { p: 'En plus du compte, une partie de sittuyin est nulle :' },
        {
          list: [
            'par **pat** : le joueur au trait n’a aucun coup légal et n’est pas en échec ;',
            'quand **aucun camp ne peut plus mater** (par exemple roi contre roi, ou roi et Général contre roi) ;',
            'sur demande après **50 coups** de chaque camp sans prise, coup de pion, placement ni promotion ;',
            'sur demande quand la même position apparaît pour la **troisième fois** ;',
            'sur demande quand le joueur au trait n’a qu’un roi et un pion, n’est pas en échec, et que tous ses coups légaux sont des promotions ;',
            'par **accord** entre les joueurs.',
          ],
        },
        { diagram: { ...D.stalemate, caption: 'Les Noirs au trait n’ont aucun coup légal et ne sont pas en échec : c’est pat, partie nulle.' } },
        { p: 'Cette page suit les règles par défaut de l’application (ChessPlayX). L’application propose aussi les règles de la Fédération d’échecs du Myanmar, celles de Fairy-Stockfish et les règles historiques de l’encyclopédie de Pritchard ; elles diffèrent par l’ordre du placement, des détails de la promotion et le compte.' },
      ],
    },
    {
      id: 'notation',
      heading: 'Noter les coups',
      blocks: [
        { p: 'Les coups s’écrivent avec les noms des cases, de a à h et de 1 à 8, vus du côté des Blancs. Un placement s’écrit avec la lettre de la pièce, `@` et la case : `R@a1`. Un déplacement s’écrit avec les deux cases : `e4e5`. Une promotion se termine par `f` : `d5d5f` sur place, `d5c6f` en diagonale. En notation abrégée, cela donne `R@a1`, `e5`, `d5=F` et `d5c6=F`.' },
      ],
    },
    {
      id: 'puzzles',
      heading: 'Problèmes',
      blocks: [
        { p: 'À vous de jouer. Faites les coups sur l’échiquier : le problème répond, et tout coup que le moteur prouve aussi bon que la solution compte. **Indice** montre la pièce à jouer, puis le coup.' },
        { puzzle: 'chariot-mate', title: 'Le char sur le bord', hint: 'Le roi noir est coincé sur le bord. Quel coup lui ôte toute issue ?' },
        { puzzle: 'horse-mate', title: 'Le mat étouffé', hint: 'Les propres pièces des Noirs entourent leur roi. Une seule pièce peut sauter jusqu’à lui.' },
        { puzzle: 'elephant-mate', title: 'L’éléphant avance', hint: 'Vous jouez les Noirs : l’échiquier est tourné pour que vos pièces soient en bas. N’oubliez pas que l’éléphant peut aussi avancer tout droit.' },
        { puzzle: 'king-helps', title: 'Le roi vient aider', hint: 'Un char seul ne peut pas mater : amenez d’abord le roi.' },
        { puzzle: 'horse-and-chariot', title: 'Cavalier et char', hint: 'Couvrez les cases de fuite, puis le char achève.' },
        { puzzle: 'promotion-mate', title: 'Un Général juste à temps', hint: 'Les Blancs n’ont pas encore de Général. Un nouveau peut garder la case dont le char a besoin.' },
      ],
    },
  ],
};

export default content;
