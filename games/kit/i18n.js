// @ts-check
/** Languages the portal supports; the first is the default. */
export const LANGS = /** @type {const} */ (['zh-CN', 'en', 'ja', 'es', 'de', 'fr', 'pt-BR', 'ar']);

/** @typedef {typeof LANGS[number]} Lang */
/** @typedef {Record<string, string>} StringTable */
/** @typedef {Partial<Record<Lang, StringTable>>} Strings */

/** Right-to-left languages (only ar is in LANGS; the others are listed for completeness). */
export const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * Picks the game language from a `?lang=` value: missing → zh-CN, unknown → en.
 * Matching is case-insensitive and accepts a bare prefix ("pt" → pt-BR, "zh" → zh-CN).
 * @param {string | null | undefined} value
 * @returns {Lang}
 */
export function pickLang(value) {
  if (!value) return 'zh-CN';
  const v = value.trim().toLowerCase();
  for (const l of LANGS) if (l.toLowerCase() === v) return l;
  const base = v.split(/[-_]/)[0];
  for (const l of LANGS) if (l.toLowerCase().split('-')[0] === base) return l;
  return 'en';
}

/** Strings shared by every game. Games add their own with the same shape. */
/** @type {Record<Lang, StringTable>} */
export const COMMON = {
  'zh-CN': {
    play: '开始游戏', pause: '暂停', paused: '已暂停', resume: '继续', restart: '重新开始', menu: '主菜单',
    gameOver: '游戏结束', youWin: '你赢了！', keepGoing: '继续挑战', newBest: '新纪录！',
    score: '得分', best: '最高分', level: '等级', time: '时间', lines: '行数', length: '长度',
    soundOn: '声音已开启', soundOff: '声音已关闭', toggleSound: '开关声音', controls: '操作方法', howToPlay: '玩法',
    difficulty: '难度', easy: '简单', medium: '中等', hard: '困难', loading: '加载中…',
    pauseHint: '按 Esc 或 P 暂停', levelUp: '升级！', gameArea: '游戏画面',
  },
  en: {
    play: 'Play', pause: 'Pause', paused: 'Paused', resume: 'Resume', restart: 'Restart', menu: 'Menu',
    gameOver: 'Game over', youWin: 'You win!', keepGoing: 'Keep going', newBest: 'New best!',
    score: 'Score', best: 'Best', level: 'Level', time: 'Time', lines: 'Lines', length: 'Length',
    soundOn: 'Sound on', soundOff: 'Sound off', toggleSound: 'Toggle sound', controls: 'Controls', howToPlay: 'How to play',
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard', loading: 'Loading…',
    pauseHint: 'Press Esc or P to pause', levelUp: 'Level up!', gameArea: 'Game area',
  },
  ja: {
    play: 'プレイ', pause: '一時停止', paused: '一時停止中', resume: '再開', restart: 'リスタート', menu: 'メニュー',
    gameOver: 'ゲームオーバー', youWin: 'クリア！', keepGoing: 'まだ続ける', newBest: 'ベスト更新！',
    score: 'スコア', best: 'ベスト', level: 'レベル', time: 'タイム', lines: 'ライン', length: '長さ',
    soundOn: 'サウンド オン', soundOff: 'サウンド オフ', toggleSound: 'サウンドの切り替え', controls: '操作方法', howToPlay: '遊び方',
    difficulty: '難易度', easy: 'かんたん', medium: 'ふつう', hard: 'むずかしい', loading: '読み込み中…',
    pauseHint: 'Esc または P で一時停止', levelUp: 'レベルアップ！', gameArea: 'ゲーム画面',
  },
  es: {
    play: 'Jugar', pause: 'Pausa', paused: 'En pausa', resume: 'Reanudar', restart: 'Reiniciar', menu: 'Menú',
    gameOver: 'Fin de la partida', youWin: '¡Has ganado!', keepGoing: 'Seguir jugando', newBest: '¡Nuevo récord!',
    score: 'Puntos', best: 'Récord', level: 'Nivel', time: 'Tiempo', lines: 'Líneas', length: 'Longitud',
    soundOn: 'Sonido activado', soundOff: 'Sonido desactivado', toggleSound: 'Activar o silenciar el sonido', controls: 'Controles', howToPlay: 'Cómo se juega',
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil', loading: 'Cargando…',
    pauseHint: 'Pulsa Esc o P para pausar', levelUp: '¡Subes de nivel!', gameArea: 'Área de juego',
  },
  de: {
    play: 'Spielen', pause: 'Pause', paused: 'Pausiert', resume: 'Weiterspielen', restart: 'Neu starten', menu: 'Menü',
    gameOver: 'Spiel vorbei', youWin: 'Gewonnen!', keepGoing: 'Weitermachen', newBest: 'Neuer Rekord!',
    score: 'Punkte', best: 'Rekord', level: 'Stufe', time: 'Zeit', lines: 'Reihen', length: 'Länge',
    soundOn: 'Ton an', soundOff: 'Ton aus', toggleSound: 'Ton ein- oder ausschalten', controls: 'Steuerung', howToPlay: 'So wird gespielt',
    difficulty: 'Schwierigkeit', easy: 'Leicht', medium: 'Mittel', hard: 'Schwer', loading: 'Wird geladen …',
    pauseHint: 'Esc oder P drücken zum Pausieren', levelUp: 'Nächste Stufe!', gameArea: 'Spielfeld',
  },
  fr: {
    play: 'Jouer', pause: 'Pause', paused: 'En pause', resume: 'Reprendre', restart: 'Recommencer', menu: 'Menu',
    gameOver: 'Partie terminée', youWin: 'Vous avez gagné !', keepGoing: 'Continuer', newBest: 'Nouveau record !',
    score: 'Score', best: 'Record', level: 'Niveau', time: 'Temps', lines: 'Lignes', length: 'Longueur',
    soundOn: 'Son activé', soundOff: 'Son coupé', toggleSound: 'Activer ou couper le son', controls: 'Commandes', howToPlay: 'Comment jouer',
    difficulty: 'Difficulté', easy: 'Facile', medium: 'Moyen', hard: 'Difficile', loading: 'Chargement…',
    pauseHint: 'Appuyez sur Échap ou P pour mettre en pause', levelUp: 'Niveau supérieur !', gameArea: 'Zone de jeu',
  },
  'pt-BR': {
    play: 'Jogar', pause: 'Pausar', paused: 'Pausado', resume: 'Continuar', restart: 'Reiniciar', menu: 'Menu',
    gameOver: 'Fim de jogo', youWin: 'Você venceu!', keepGoing: 'Continuar jogando', newBest: 'Novo recorde!',
    score: 'Pontos', best: 'Recorde', level: 'Nível', time: 'Tempo', lines: 'Linhas', length: 'Tamanho',
    soundOn: 'Som ligado', soundOff: 'Som desligado', toggleSound: 'Ligar ou desligar o som', controls: 'Controles', howToPlay: 'Como jogar',
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Médio', hard: 'Difícil', loading: 'Carregando…',
    pauseHint: 'Pressione Esc ou P para pausar', levelUp: 'Subiu de nível!', gameArea: 'Área do jogo',
  },
  ar: {
    play: 'العب', pause: 'إيقاف مؤقت', paused: 'متوقفة مؤقتًا', resume: 'متابعة', restart: 'إعادة البدء', menu: 'القائمة',
    gameOver: 'انتهت اللعبة', youWin: 'لقد فزت!', keepGoing: 'تابع اللعب', newBest: 'رقم قياسي جديد!',
    score: 'النقاط', best: 'الأفضل', level: 'المستوى', time: 'الوقت', lines: 'الصفوف', length: 'الطول',
    soundOn: 'الصوت مفعّل', soundOff: 'الصوت مكتوم', toggleSound: 'تشغيل الصوت أو كتمه', controls: 'التحكم', howToPlay: 'طريقة اللعب',
    difficulty: 'الصعوبة', easy: 'سهل', medium: 'متوسط', hard: 'صعب', loading: 'جارٍ التحميل…',
    pauseHint: 'اضغط Esc أو P للإيقاف المؤقت', levelUp: 'مستوى جديد!', gameArea: 'منطقة اللعب',
  },
};

/**
 * Looks a key up in the game's strings, then the common strings, in `lang` then en.
 * `{name}` placeholders are replaced from `vars`.
 * @param {Lang} lang
 * @param {Strings} game
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 */
export function translate(lang, game, key, vars) {
  const s = game[lang]?.[key] ?? COMMON[lang][key] ?? game.en?.[key] ?? COMMON.en[key] ?? key;
  return vars ? s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m)) : s;
}
