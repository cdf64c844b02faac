"""What each game's card typography adds to the shared card grammar: one record per game.

The card grammar is shared (``grammar/common.lark``, ``clause.lark``, the builder in
``grammar/parse.py``); a game's own ``.lark`` file gives its structural layer (how abilities are
marked and split), and this record says which of the shared builder's optional readings the
game's printed text uses. The builder asks the record (``dialect.mode_labels``), never the
game's name, so a sixth game is a ``.lark`` file, its lexicon and one more record here.

Each field names the printed form it stands for, with the rule or card-list typography that
prints it; a field's values are the readings the builder has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

LineForm = Literal["prose", "blocks", "colon_lines", "braced_lines"]
NameToken = Literal["name", "notation", "stat_or_keyword"]
DoubleQuote = Literal["text", "work", "card_name"]
AngleQuote = Literal["trait", "card_name"]
SameLine = Literal["none", "mc_same_line", "brace_items"]


@dataclass(frozen=True)
class Dialect:
    """How a game prints its card text: line form, quoting, icons — what the shared grammar reads per game."""

    game: str
    # how the structural grammar's abilities are read: ``prose`` (ws, vg: 【自】… sentences with
    # their trigger, condition and cost inside), ``blocks`` (mc: ability-by-ability blocks of
    # 〈…〉 fields, 総合ルール 10.x), ``colon_lines`` (co: 「コスト:効果」 lines, 4-3-5),
    # ``braced_lines`` (vs: icon lines whose list items are printed in braces, 2.14.8)
    line_form: LineForm
    # what 「…」 holds: a card name (``name``); mc's notation 「種族:X」「属性:X」… (``notation``);
    # co's stat pairs 「0:5」 / 「+1:+1」 and keywords 「飛行」 besides names (``stat_or_keyword``)
    name_token: NameToken = "name"
    # what 『…』 holds: quoted text, an ability or an effect (``text``); vs a work's name (2.9.1,
    # ``work``); co a card name where it reads as one (``card_name``)
    double_quote: DoubleQuote = "text"
    # what 《…》 holds inside a sentence: a trait (``trait``: ws 《音楽》, vg 《ロイヤルパラディン》);
    # co a card name where it reads as one (``card_name``: 4-2-10 「カードテキストにある「カード名」」
    # — 「《源泉の加護》をクラッシュする」 on a set card, 《…》 being the bracket co.txt's own prose
    # quotes a card's text in, a whole line so quoted is read by the structural grammar)
    angle_quote: AngleQuote = "trait"
    # 「・(R)-１枚引く。」: a mode line's label printed as its prefix (vg)
    mode_labels: bool = False
    # 「…救援１（…）。」: a reminder inside a sentence, before its 。 (vg 2.11.3)
    inner_reminders: bool = False
    # 【コスト】[A,B]: a bracketed cost whose items are separated by "," (vg), also quoted
    # 『【エネルギーブラスト】(2),…』 as an ability that is only a cost
    bracket_costs: bool = False
    # 「X(する)ことで、Y」 with no 【コスト】[…] around X: the clause before 「ことで」 is the
    # step's cost, its items split as a bracket's (vg 11.9.5.2)
    bare_costs: bool = False
    # a later sentence of an effect opening with its own condition (mc 「…場合、」, co)
    sentence_conditions: bool = False
    # two whole sentences joined by «&» (mc 4.7.6 「A&B」: brought about at the same time): the
    # text before the & ends a sentence as 。 would, the sentence marked ``amp``
    amp_sentences: bool = False
    # a quoted ability 『コスト:効果』 read as one of the game's lines, not as prose (co 4-3-5)
    quoted_ability_as_line: bool = False
    # keyword forms with a dash or card information (vg: 【メイトユニット】-「名称」 14.54.2,
    # 【オーバードレス】-「名称」 14.42.1.1, 「シークメイト「名称」」 14.11, 『…』 mate icons)
    dash_keywords: bool = False
    # sentences that differ only in names and traits typed once from a template (the games
    # whose 「…」 / 《…》 read nothing but their text: not mc, co)
    templates: bool = True
    # 【自】【(V)】：… / 守護者：…: a colon printed after an ability's marks and keyword, before
    # its text (vg's card lists; ws prints 【自】 and the text with a space)
    head_colon: bool = False
    # a card named bare as 「“称号”名前」 (vs 2.3.1.1)
    titled_names: bool = False
    # a structural line holding more than one ability: mc's 「…／…」 on one line, vs's braced
    # list items (2.14.8) and techniques printed one after another, each from its [領域] (2.14.4)
    same_line: SameLine = "none"
    # a keyword printed first on a line, set off from the effect after it by a space (co 3-4-3
    # 「使い捨て 対象の…」): the space read as the 「。」 of the keyword's own sentence
    # (``grammar.headkeyword``)
    spaced_head_keyword: bool = False
    # instructions printed first on a line like a keyword and set off the same way (co 3.4.3
    # 「フィールドにセット 　フィールドに出ている…」, 「キャラクター1体にセット 　セットされた…」):
    # regular expressions of the instruction, the space read as its 「。」 too
    spaced_head_phrases: tuple[str, ...] = ()
    # 「【自】 このカードがアタックした時、…。 ［(1)］」: a marked ability's cost written after
    # its last sentence, as a scenario's one-line text may put it (printed at the head, ws 8.4.1
    # 「起動能力や自動能力の先頭に、[]で囲まれた行動が指示される」): read as that cost
    trailing_cost: bool = False

    @property
    def prose(self) -> bool:
        return self.line_form == "prose"


DIALECTS: dict[str, Dialect] = {
    d.game: d
    for d in (
        Dialect("ws", "prose", trailing_cost=True),
        Dialect(
            "vg",
            "prose",
            mode_labels=True,
            inner_reminders=True,
            bracket_costs=True,
            bare_costs=True,
            dash_keywords=True,
            head_colon=True,
        ),
        Dialect(
            "vs",
            "braced_lines",
            double_quote="work",
            titled_names=True,
            same_line="brace_items",
        ),
        Dialect(
            "co",
            "colon_lines",
            name_token="stat_or_keyword",
            double_quote="card_name",
            angle_quote="card_name",
            sentence_conditions=True,
            quoted_ability_as_line=True,
            templates=False,
            spaced_head_keyword=True,
            # 3.4.3 「「〜にセット」とある場合は、その指示に従います」: where the card is set
            spaced_head_phrases=(
                r"フィールドにセット",
                r"(?:対象の)?(?:キャラクター|ナビゲーター)(?:1体)?にセット",
            ),
        ),
        Dialect(
            "mc",
            "blocks",
            name_token="notation",
            sentence_conditions=True,
            amp_sentences=True,
            templates=False,
            same_line="mc_same_line",
        ),
    )
}

GAMES: tuple[str, ...] = tuple(DIALECTS)
PROSE_GAMES: tuple[str, ...] = tuple(g for g, d in DIALECTS.items() if d.prose)
LINE_GAMES: tuple[str, ...] = tuple(g for g, d in DIALECTS.items() if not d.prose)
