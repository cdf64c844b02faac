"""Word lists for `ask`: stop words, spelling variants (表記ゆれ) and player vocabulary.

Everything here is generic to trading-card-game Japanese, not to one question or one game:

* :data:`VARIANTS` — spellings of the same word that the analysers' dictionaries do not unify
  (デック/デッキ, kana-only verbs). Applied to every token, in the index and in questions.
* :data:`STOP` — normal forms that carry no content in a question (する, なる, どう, いつ …).
* :data:`SYNONYMS` — groups of words a player uses for a rules term (負け → 敗北, 墓地 → 控え室 /
  ドロップゾーン / 捨て山). Applied to questions only, at a lower weight than the words asked.

The lists were written by hand; docs/ask.md reports the evaluation with and without the
synonym groups, so their effect is measured rather than assumed.
"""

from __future__ import annotations

import unicodedata
from functools import cache

# Spelling variants → one canonical spelling (both sides are analyser normal forms).
VARIANTS: dict[str, str] = {
    "デック": "デッキ",
    "ひく": "引く",
    "みる": "見る",
    "おく": "置く",
    "つかう": "使う",
    "まける": "負ける",
    "すてる": "捨てる",
    "もどす": "戻す",
    "もどる": "戻る",
    "置場": "置き場",
    "控室": "控え室",
    "リタイヤ": "リタイア",
    "プレイヤー": "プレーヤー",
    "プレイ": "プレー",
    "ターンプレイヤー": "ターンプレーヤー",
}

# Normal forms (after VARIANTS) that say nothing about which rule is meant.
STOP: frozenset[str] = frozenset(
    """
    する 為る なる 成る ある 有る いる 居る れる られる いう 言う こと 事 もの 物
    よう 様 ため 為 ところ 所 ほう 方 うち 内 際 場合 時 とき 後 あと
    どう 如何 なに 何 何の なん いつ 何時 どこ 何処 どちら 何方 どっち だれ 誰 なぜ 何故 どれ 何れ どの
    これ 此れ それ 其れ あれ 彼れ この 此の その 其の あの 彼の ここ 此処 そこ 其処 いずれ
    いい 良い よい くださる 下さる くれる 呉れる もらう 貰う 思う 分かる わかる 教える 知る
    てる おる 居る 行く いく 来る くる みたい 的 等 など 特に ちゃんと 本当 やっぱり 結局
    ね よ か な さ
    """.split()
)

# Function words that do carry meaning in rules questions ("2枚まで", "1枚ずつ", "自分のみ").
KEEP: frozenset[str] = frozenset({"まで", "のみ", "だけ", "ずつ"})

# Player words ↔ rules words. Each group is symmetric; a question word in a group pulls in
# the others at SYNONYM_WEIGHT.
SYNONYM_WEIGHT = 0.5
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("負ける", "負け", "敗北"),
    ("勝つ", "勝ち", "勝利"),
    ("勝ち負け", "勝敗"),
    ("降参", "投了", "サレンダー"),
    ("ドロー", "引く"),
    ("墓地", "捨て札", "控え室", "ドロップゾーン", "捨て山", "ダストボックス"),
    ("デッキ", "山札"),
    ("無限", "ループ", "永久循環", "永遠", "永久"),
    ("引き直し", "引き直す", "マリガン"),
    ("逆さま", "リバース"),
    ("横向き", "レスト"),
    ("伏せる", "裏向き"),
    ("攻撃", "アタック"),
    ("ブロック", "ガード", "ディフェンス"),
    ("出す", "プレイ", "コール", "登場", "召喚"),
    ("使う", "使用", "起動", "プレイ"),
    ("置く", "配置"),
    ("入れ替える", "入れ替え", "交換"),
    ("決める", "決まる", "決定"),
    ("名前", "カード名", "名称"),
    ("同じ", "同一", "同名"),
    ("両方", "双方"),
    ("状況", "局面"),
    ("見る", "確認", "公開"),
    ("終わり", "終わる", "終了"),
    ("始め", "始まる", "開始", "最初"),
    ("上限", "最大"),
    ("一緒", "同時"),
    ("場", "フィールド", "舞台", "戦場"),
    ("先攻", "先手"),
    ("後攻", "後手"),
    ("無くなる", "尽きる", "消える", "消滅"),
)


# Question words hint at the kind of rule asked for: "何枚" at a limit, "いつ" at a timing.
# Keyed by the question word's normal form (何 only counts before a counter: 何枚, 何回).
HINT_WEIGHT = 0.3
COUNTERS = frozenset({"枚", "回", "体", "点", "人", "個", "つ"})
HINTS: dict[str, tuple[str, ...]] = {
    "何": ("以下", "以上", "まで", "ちょうど"),
    "幾つ": ("以下", "以上", "まで", "ちょうど"),
    "いくつ": ("以下", "以上", "まで", "ちょうど"),
    "何時": ("タイミング", "時点", "ステップ", "フェイズ"),
    "いつ": ("タイミング", "時点", "ステップ", "フェイズ"),
    "方法": ("手順",),
    "何処": ("場所", "位置", "エリア", "ゾーン", "領域", "置き場"),
    "どこ": ("場所", "位置", "エリア", "ゾーン", "領域", "置き場"),
    "0枚": ("存在", "無い", "無くなる", "尽きる"),
}


@cache
def canon(norm: str) -> str:
    """The canonical matching form of one analyser normal form."""
    s = unicodedata.normalize("NFKC", norm).strip().lower()
    return VARIANTS.get(s, s)
