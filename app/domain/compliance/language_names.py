"""Written by scripts/gen_language_names.py from Babel's CLDR data; do not edit."""

# ISO 639-1 code -> its names in the 11 UI languages, as a rule-reader table (';'-separated).
NAMES = {
    "pt": r"portuguese;葡萄牙语;葡萄牙文;葡萄牙語;ポルトガル語;포르투갈어;portugais;portugiesisch;portugués;portoghese;португальск\w*;по-португальски;البرتغالية;بالبرتغالية",
    "uk": r"ukrainian;乌克兰语;乌克兰文;乌克兰語;烏克蘭语;烏克蘭文;烏克蘭語;ウクライナ語;우크라이나어;ukrainien;ukrainisch;ucraniano;ucraino;украинск\w*;по-украински;الأوكرانية;بالأوكرانية",
    "ur": r"urdu;乌尔都语;乌尔都文;乌尔都語;烏都语;烏都文;烏都語;ウルドゥー語;우르두어;ourdou;урду;الأوردية;بالأوردية",
    "fa": r"persian;波斯语;波斯文;波斯語;ペルシア語;페르시아어;persan;persisch;persa;persiano;персидск\w*;по-персидски;الفارسية;بالفارسية",
    "nl": r"dutch;荷兰语;荷兰文;荷兰語;荷蘭语;荷蘭文;荷蘭語;オランダ語;네덜란드어;néerlandais;niederländisch;neerlandés;olandese;нидерландск\w*;по-нидерландски;الهولندية;بالهولندية",
    "pl": r"波兰语;波兰文;波兰語;波蘭语;波蘭文;波蘭語;ポーランド語;폴란드어;polonais;polnisch;polaco;polacco;польск\w*;по-польски;البولندية;بالبولندية",
    "tr": r"turkish;土耳其语;土耳其文;土耳其語;トルコ語;튀르키예어;turc;türkisch;turco;турецк\w*;по-турецки;التركية;بالتركية",
    "hi": r"hindi;印地语;印地文;印地語;ヒンディー語;힌디어;хинди;الهندية;بالهندية",
    "vi": r"vietnamese;越南语;越南文;越南語;ベトナム語;베트남어;vietnamien;vietnamesisch;vietnamita;вьетнамск\w*;по-вьетнамски;الفيتنامية;بالفيتنامية",
    "id": r"indonesian;印度尼西亚语;印度尼西亚文;印度尼西亚語;印尼语;印尼文;印尼語;インドネシア語;인도네시아어;indonésien;indonesisch;indonesio;indonesiano;индонезийск\w*;по-индонезийски;الإندونيسية;بالإندونيسية",
    "sv": r"swedish;瑞典语;瑞典文;瑞典語;スウェーデン語;스웨덴어;suédois;schwedisch;sueco;svedese;шведск\w*;по-шведски;السويدية;بالسويدية",
    "el": r"greek;希腊语;希腊文;希腊語;希臘语;希臘文;希臘語;ギリシャ語;그리스어;grec;griechisch;griego;greco;греческ\w*;по-гречески;اليونانية;باليونانية",
    "he": r"hebrew;希伯来语;希伯来文;希伯来語;希伯來语;希伯來文;希伯來語;ヘブライ語;히브리어;hébreu;hebräisch;hebreo;ebraico;иврит;العبرية;بالعبرية",
    "th": r"thai;泰语;泰文;泰語;タイ語;태국어;thaï;thailändisch;tailandés;thailandese;тайск\w*;по-тайски;التايلاندية;بالتايلاندية",
    "cs": r"czech;捷克语;捷克文;捷克語;チェコ語;체코어;tchèque;tschechisch;checo;ceco;чешск\w*;по-чешски;التشيكية;بالتشيكية",
}
