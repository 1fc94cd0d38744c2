// @ts-check
/**
 * Word lists per language and theme. Words are written as the player reads them in the list;
 * `gridLetters` in logic.js turns them into the letters placed on the grid (accents dropped where
 * word searches in that language usually drop them). Each language picks its own natural words
 * rather than translating one list: Japanese uses native hiragana words without small kana, so
 * every character fills a cell on its own.
 */

/** @typedef {'animals'|'fruit'|'nature'|'kitchen'|'ocean'|'colours'} Theme */

/** @type {Theme[]} */
export const THEMES = ['animals', 'fruit', 'nature', 'kitchen', 'ocean', 'colours'];

/** Space-separated words, twelve per theme. @type {Record<string, Record<Theme, string>>} */
export const WORDS = {
  en: {
    animals: 'LION TIGER ZEBRA PANDA KOALA CAMEL RABBIT MONKEY GIRAFFE HORSE EAGLE BEAR',
    fruit: 'APPLE BANANA GRAPE LEMON MANGO PEACH CHERRY MELON ORANGE PEAR PLUM KIWI',
    nature: 'RIVER FOREST MOUNTAIN CLOUD RAIN SNOW FLOWER TREE LAKE STORM DESERT ISLAND',
    kitchen: 'SPOON FORK KNIFE PLATE BOWL KETTLE OVEN PAN CUP TEAPOT TOASTER GLASS',
    ocean: 'WHALE SHARK DOLPHIN CRAB OCTOPUS SHELL CORAL WAVE SEAL TURTLE FISH SQUID',
    colours: 'RED BLUE GREEN YELLOW BLACK WHITE PURPLE PINK BROWN GREY GOLD SILVER',
  },
  es: {
    animals: 'LEÓN TIGRE CEBRA PANDA KOALA CAMELLO CONEJO MONO JIRAFA CABALLO ÁGUILA OSO',
    fruit: 'MANZANA PLÁTANO UVA LIMÓN MANGO CEREZA MELÓN NARANJA PERA CIRUELA KIWI FRESA',
    nature: 'RÍO BOSQUE MONTAÑA NUBE LLUVIA NIEVE FLOR ÁRBOL LAGO TORMENTA DESIERTO ISLA',
    kitchen: 'CUCHARA TENEDOR CUCHILLO PLATO CUENCO TETERA HORNO SARTÉN TAZA OLLA TOSTADOR VASO',
    ocean: 'BALLENA TIBURÓN DELFÍN CANGREJO PULPO CONCHA CORAL OLA FOCA TORTUGA PEZ CALAMAR',
    colours: 'ROJO AZUL VERDE AMARILLO NEGRO BLANCO MORADO ROSA MARRÓN GRIS DORADO PLATEADO',
  },
  de: {
    animals: 'LÖWE TIGER ZEBRA PANDA KOALA KAMEL HASE AFFE GIRAFFE PFERD ADLER BÄR',
    fruit: 'APFEL BANANE TRAUBE ZITRONE MANGO PFIRSICH KIRSCHE MELONE ORANGE BIRNE PFLAUME KIWI',
    nature: 'FLUSS WALD BERG WOLKE REGEN SCHNEE BLUME BAUM SEE STURM WÜSTE INSEL',
    kitchen: 'LÖFFEL GABEL MESSER TELLER SCHÜSSEL KESSEL OFEN PFANNE TASSE TOPF TOASTER GLAS',
    ocean: 'WAL HAI DELFIN KRABBE KRAKE MUSCHEL KORALLE WELLE ROBBE QUALLE FISCH SEESTERN',
    colours: 'ROT BLAU GRÜN GELB SCHWARZ WEISS LILA ROSA BRAUN GRAU GOLD SILBER',
  },
  fr: {
    animals: 'LION TIGRE ZÈBRE PANDA KOALA CHAMEAU LAPIN SINGE GIRAFE CHEVAL AIGLE OURS',
    fruit: 'POMME BANANE RAISIN CITRON MANGUE PÊCHE CERISE MELON ORANGE POIRE PRUNE KIWI',
    nature: 'RIVIÈRE FORÊT MONTAGNE NUAGE PLUIE NEIGE FLEUR ARBRE LAC ORAGE DÉSERT ÎLE',
    kitchen: 'CUILLÈRE COUTEAU ASSIETTE BOL FOUR POÊLE TASSE THÉIÈRE VERRE CARAFE PLATEAU SALADIER',
    ocean: 'BALEINE REQUIN DAUPHIN CRABE POULPE COQUILLE CORAIL VAGUE PHOQUE TORTUE POISSON CALMAR',
    colours: 'ROUGE BLEU VERT JAUNE NOIR BLANC VIOLET ROSE MARRON GRIS DORÉ ARGENTÉ',
  },
  'pt-BR': {
    animals: 'LEÃO TIGRE ZEBRA PANDA COALA CAMELO COELHO MACACO GIRAFA CAVALO ÁGUIA URSO',
    fruit: 'MAÇÃ BANANA UVA LIMÃO MANGA PÊSSEGO CEREJA MELÃO LARANJA PERA AMEIXA KIWI',
    nature: 'RIO FLORESTA MONTANHA NUVEM CHUVA NEVE FLOR ÁRVORE LAGO TROVÃO DESERTO ILHA',
    kitchen: 'COLHER GARFO FACA PRATO TIGELA CHALEIRA FORNO PANELA XÍCARA COPO JARRA BULE',
    ocean: 'BALEIA TUBARÃO GOLFINHO SIRI POLVO CONCHA CORAL ONDA FOCA PEIXE LULA ALGA',
    colours: 'VERMELHO AZUL VERDE AMARELO PRETO BRANCO ROXO ROSA MARROM CINZA DOURADO PRATA',
  },
  'zh-CN': {
    animals: '狮子 老虎 斑马 熊猫 考拉 骆驼 兔子 猴子 长颈鹿 大象 老鹰 袋鼠',
    fruit: '苹果 香蕉 葡萄 柠檬 芒果 桃子 樱桃 哈密瓜 橙子 雪梨 李子 猕猴桃',
    nature: '河流 森林 高山 白云 彩虹 雪花 鲜花 大树 湖泊 暴风雨 沙漠 岛屿',
    kitchen: '勺子 叉子 菜刀 盘子 饭碗 水壶 烤箱 平底锅 杯子 茶壶 面包机 玻璃杯',
    ocean: '鲸鱼 鲨鱼 海豚 螃蟹 章鱼 贝壳 珊瑚 海浪 海豹 海龟 小丑鱼 鱿鱼',
    colours: '红色 蓝色 绿色 黄色 黑色 白色 紫色 粉红色 棕色 灰色 金色 银色',
  },
  ja: {
    animals: 'うさぎ きつね たぬき さる くま しか うま ひつじ ねずみ いのしし ふくろう かえる',
    fruit: 'りんご みかん ぶどう もも すいか いちご かき なし うめ くり びわ ゆず',
    nature: 'かわ もり やま くも あめ ゆき はな みずうみ あらし しま にじ そら',
    kitchen: 'はし さら なべ やかん まないた おたま ゆのみ どんぶり おぼん すいはんき れいぞうこ ざる',
    ocean: 'くじら さめ いるか かに たこ かい さんご なみ あざらし うみがめ さかな いか',
    colours: 'あか あお みどり きいろ くろ しろ むらさき ももいろ はいいろ きんいろ ぎんいろ みずいろ',
  },
  ar: {
    animals: 'أسد نمر باندا كوالا جمل أرنب قرد زرافة حصان نسر دب فيل',
    fruit: 'تفاح موز عنب ليمون مانجو خوخ كرز بطيخ برتقال كمثرى برقوق كيوي',
    nature: 'نهر غابة جبل غيمة مطر ثلج زهرة شجرة بحيرة عاصفة واحة جزيرة',
    kitchen: 'ملعقة شوكة سكين صحن طبق غلاية فرن مقلاة فنجان قدر محمصة كوب',
    ocean: 'حوت قرش دلفين سلطعون أخطبوط صدفة مرجان موجة فقمة سلحفاة سمكة حبار',
    colours: 'أحمر أزرق أخضر أصفر أسود أبيض بنفسجي وردي بني رمادي ذهبي فضي',
  },
};

/**
 * The letters a grid in each language may show. Latin grids use the capital alphabet plus the
 * letters that language keeps apart (Ñ, umlauts); Chinese uses the characters of its word lists
 * plus common everyday characters, so filler cells look like parts of words.
 * @type {Record<string, string>}
 */
export const ALPHABETS = {
  en: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  es: 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ',
  de: 'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ',
  fr: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'pt-BR': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ja: 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ',
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهويةىأإآؤئء',
  'zh-CN': '大小山水火木花草鱼鸟马牛羊天地人心手口日月风雨云石田光金色白红黄绿蓝海子果',
};
