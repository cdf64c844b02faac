"""The card-text compiler: the grammar's AST of a special ability (chapter 14) -> a program.

What it compiles — the constructs the rules' examples use:
- marks □ (完了型, 14.2: the cost is this unit becoming acted), × (自爆型, 14.3: the cost is
  discarding this unit), ◎ (宣言型, 14.4: the costs of its 〈コスト:…〉), ○ (常動型, 14.5: a
  continuous effect while its timing holds, ``[戦闘]``: in a battle on its terrain, 8.3.1.1;
  no timing: while its unit is on the battlefield);
- timings ``[普通]`` ``[対抗]`` ``[イニシアチブ]`` ``[戦闘]`` (10.9) and the keywords チェイン (15.2)
  and 対抗不可 (15.3);
- 〈コスト:手札n枚破棄(…)〉 (10.11.8, 10.11.12); 〈対象:…〉 (10.10): このユニット, ユニット1体,
  自軍ユニット1体, 敵軍ユニット1体, 自軍パーティ, 敵軍パーティ, ユニットすべて;
- conditions 「対象が「種族:X or Y」/「属性:X」の場合、」 (4.7.5);
- effects 「対象に「攻撃力:±n」(&「防御力:±n」)を付与する」, 「対象に「種族:X」(と「種族:Y」)/「属性:X」/
  「耐性:X」を付与する」 (10.14.2, 10.14.4), 「対象を「防御力:-2Dして高い目1つ」する」
  (a dice result, 3.4.4), 「「防御力:+2」する」, 「対象に【属性】【n】ダメージを与える」 (4.5.1);
- steps on the player's own cards, with no target (``PLAYER_STEPS``): 「カードをn枚(まで)補充する」
  (12.3.1.2, 12.3.1.3), 「(すべてのプレイヤーは)手札/山札をn枚破棄する」 (12.4.2; every player: the
  advancing side chooses first, 1.3.3), 「自軍捨て山のカードをn枚選び、自軍山札の
  一番上に置く」;
- 「対象を破棄する」 (12.4.1), 「対象をゲームから除外する」 (12.5.1) and 「対象を（持ち主の）手札に戻す」
  (5.1.4.1) (``ZoneStep``);
- a bare effect text (``compile_effect``: no mark, timing or cost), for ``resolve_text``;
- a group of units a step names itself, with no 〈対象:…〉 (「敵軍ユニットすべてに…」,
  「すべての自軍ユニットに…」: ``Named``, in a bare effect text: every such unit on the
  battlefield), and 「効果適用後、」 (4.1.11) over several units: what follows is brought about
  when the steps before it applied to any of them (``play.run_group_steps``); in a bare effect
  text it may join steps on the player's cards and steps on the one target (``segments``);
- 「重複しない」 after the effect, in parentheses or as a sentence of its own (16.2).
- 【このユニットの攻撃力】 / 【自軍パーティに存在する「種族:XorY」のユニット数】ダメージ in an
  activated ability (``DamageStep.read``, 10.17.1, 10.11.4).

Anything else raises ``Unsupported`` with the part it cannot run; the engine reports the ability
with its text and never guesses it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from ruling.abilities import Unsupported
from ruling.cardtext.ir import sentence_held
from ruling.cardtext.steps import RANDOM_WORDS
from ruling.cardtext.terms import class_name as _cls
from ruling.cardtext.terms import shape as _shape
from ruling.cardtext.terms import terms as _terms
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
    from ruling.cardtext import abilities as shared
    from ruling.cardtext import damage as _damage
    from ruling.cardtext import ir as _ir
    from ruling.cardtext import nouns as _nouns
    from ruling.cardtext import vocab as _vocabs
else:  # read when a card's text is compiled, not when the game is loaded
    A, shared = module("grammar.ast"), module("ruling.cardtext.abilities")
    _ir, _vocabs = module("ruling.cardtext.ir"), module("ruling.cardtext.vocab")
    _nouns = module("ruling.cardtext.nouns")
    _damage = module("ruling.cardtext.damage")

STATS = {"attack_power": "attack", "defence_power": "defense", "level": "level"}
# 英雄点 (2.1.14.2): a value a condition may ask about (「対象の「英雄点」が2以上の場合」), no
# value an effect changes
HERO_POINTS = "hero_points"
TIMINGS = {"normal", "counter", "initiative", "combat", "main", "own_turn"}
# the words that refer back to what the ability names: its declared target (10.10.1)
_REFERENCES = frozenset({"target"})


@dataclass(frozen=True)
class StatStep:
    stat: str
    amount: int = 0
    dice: tuple[int, str, str | None] | None = None  # (count, sign, pick: high / low / None)
    grant: bool = False  # 「対象に…を付与する」 (10.14.1) rather than 「…する」
    # 「攻撃力:+このユニットの防御力」: the amount is that value of the ability's own unit, read
    # while the effect applies (the sign is kept in ``amount``: +1 / -1)
    of_this: str | None = None
    # 「攻撃力:+自軍パーティに存在する「種族:X」のユニット数」: the amount is that count (10.17.1),
    # read while the effect applies, as 【…のユニット数】ダメージ reads it (``_read_label``:
    # ("count", owner, kind, values)); the sign kept in ``amount`` (+1 / -1)
    read: tuple[Any, ...] | None = None
    # 「このターン、」 / 「ターン終了時まで、」 said of the step (``_turn_duration``): its effect lasts
    # to the turn's end (1.3.1), not what 4.6.9 / 10.14.6 give it
    turn: bool = False
    # 「(この効果は)ゲーム終了時まで」 said of the step (``_game_duration``): its effect lasts for the
    # rest of the game (10.7.1: a continuous effect 「このゲーム中」 valid), not what 4.6.9 /
    # 10.14.6 give it — it ends with the game, or as 10.7.3 ends any effect on a card that moved
    game: bool = False
    # one part of 「A&B」: brought about at the same time as the other parts (4.7.6) — how the
    # parts were printed, not what the step does: not compared
    joined: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class GrantStep:
    """「対象に「種族:X」/「属性:X」/「耐性:X」/「チャージ:x」/「ディフェンダー:x」を付与する」 (10.14.2,
    10.14.4, 13.1.5.3, 13.1.6.3)."""

    kind: str  # species / attribute / resistance / weakness / charge / defender / item
    value: str
    amount: int = 0  # 「弱点:y(+nダメージ)」's n
    # 「このターン、」 / 「ターン終了時まで、」 said of the step (``_turn_duration``): its effect lasts
    # to the turn's end (1.3.1), not what 4.6.9 / 10.14.6 give it
    turn: bool = False
    # 「(この効果は)ゲーム終了時まで」 said of the step (``_game_duration``): its effect lasts for the
    # rest of the game (10.7.1: a continuous effect 「このゲーム中」 valid), not what 4.6.9 /
    # 10.14.6 give it — it ends with the game, or as 10.7.3 ends any effect on a card that moved
    game: bool = False
    # 「耐性:火炎/電撃」: the attributes of the one x this step's value is part of (13.1.7.2: an x
    # holds one or more), each granted as a step of its own
    group: tuple[str, ...] = ()


@dataclass(frozen=True)
class LoseStandingStep:
    """「対象は「耐性:x」を失う」 (10.15.2, 10.15.2.1): the standing ability ``kind`` of value x is
    treated as not there — printed, worn or granted — for the battle, or outside one for the phase
    (as a grant lasts, 10.14.6); one granted after it is held again (10.7.2.2: in the order the
    effects began)."""

    # resistance / weakness (value: the attribute y) / item (value "x": every 「i」) /
    # initiative, charge, defender (value "x": the one summed x) / all (「すべての常備能力」:
    # each of chapter 13's the unit holds, ``play.ALL_STANDING``)
    kind: str
    value: str
    # 「このターン、」 / 「ターン終了時まで、」 said of the step (``_turn_duration``): its effect lasts
    # to the turn's end (1.3.1), not what 4.6.9 / 10.14.6 give it
    turn: bool = False
    # 「(この効果は)ゲーム終了時まで」 said of the step (``_game_duration``): its effect lasts for the
    # rest of the game (10.7.1: a continuous effect 「このゲーム中」 valid), not what 4.6.9 /
    # 10.14.6 give it — it ends with the game, or as 10.7.3 ends any effect on a card that moved
    game: bool = False


@dataclass(frozen=True)
class ChangeStep:
    """「対象を「種族:X」/「属性:X」に変更する」 (10.16.1): the item becomes exactly that."""

    kind: str  # species / attribute
    values: tuple[str, ...]  # (DECLARED_RACE,): the race the player declares (4.7.3, 4.7.3.1)
    # 「このターン、」 / 「ターン終了時まで、」 said of the step (``_turn_duration``): its effect lasts
    # to the turn's end (1.3.1), not what 4.6.9 / 10.14.6 give it
    turn: bool = False
    # 「(この効果は)ゲーム終了時まで」 said of the step (``_game_duration``): its effect lasts for the
    # rest of the game (10.7.1: a continuous effect 「このゲーム中」 valid), not what 4.6.9 /
    # 10.14.6 give it — it ends with the game, or as 10.7.3 ends any effect on a card that moved
    game: bool = False


# 「好きなダメージ属性」 / 「任意のダメージ属性」: a damage attribute the player declares when the
# effect is brought about (4.7.3: one; 4.7.3.2: only one that exists on a card) — the value of a
# resistance ``GrantStep`` read by ``play._declared_attribute``
DECLARED_DAMAGE_ATTRIBUTE = "好きなダメージ属性"

# 「好きな種族」 / 「任意の種族」: a race the player declares when the effect is brought about (4.7.3:
# one, 4.7.3.1: any, one no card has too) — a value of ``ChangeStep`` read by ``play._change``
DECLARED_RACE = "好きな種族"


@dataclass(frozen=True)
class SetToStep:
    """「対象を「攻撃力:対象の防御力」(&「防御力:対象の攻撃力」)に変更する」: each value of the target
    becomes the value of its other one named, all read before any is changed; a change counted
    as ±n (4.6.4; 4.6.8's example: 「攻撃力:+2」&「防御力:-2」)."""

    # (the value changed, the value it becomes: another of the target's values, or a number —
    # 「対象の「攻撃力」を0にする」 / 「対象を「攻撃力:0」に変更する」)
    pairs: tuple[tuple[str, str | int], ...]


@dataclass(frozen=True)
class RestStep:
    """「対象を行動完了にする」 (10.18.1)."""


@dataclass(frozen=True)
class RollStep:
    """「ダイスをn個振る」 / 「nDを振る」 (3.4.2): n dice rolled, their sum the dice result (3.4.5)
    that the conditions after it read (「出目 / 出た目 / 結果 / ダイス結果がn以上の場合、」:
    ``Guarded`` with ``("dice", (op, numbers, index of this step))``). Rolled when a dice result
    is asked of the effect or its conditions: at the use's declaration (10.1.8, 3.4.6), for a ●
    ability as it resolves (14.7.3.10) — ``play.roll_steps``."""

    count: int = 1


@dataclass(frozen=True)
class HealStep:
    """「対象の受けているダメージをn点 / すべて回復する」: the damage the unit has received (4.5.2,
    11.3.1.2.1 count it against its defence) goes down by n, not below 0 (``amount`` None: all
    of it). No clause of the rules removes damage; the card text does (1.3.1: a card's text is
    followed where the rules do not provide for it)."""

    amount: int | None


@dataclass(frozen=True)
class StandStep:
    """「対象を未行動にする」: an acted unit becomes unacted (not applied to an unacted one,
    4.1.15)."""


@dataclass(frozen=True)
class NoRestStep:
    """「対象は行動完了にならない」 of a ○ ability: while it is in force nothing makes the unit
    acted — the negative beats the effect or rule that would (4.1.12).

    With the proviso 「ただし、(対象自身の)□特殊能力のコストとして行動完了にすることはできる」
    (``_cost_kept_proviso``) the text itself leaves out that one way: the cost of an ability of
    that mark making the unit acted (14.2.1, 14.2.3) is carried out (10.1.13)."""

    # the mark of the abilities whose cost still makes the unit acted (「□特殊能力のコストとして」)
    cost_kept: str = ""
    # 「対象自身の…」: only an ability of the unit's own card (not an equipment's it pays for)
    own_only: bool = False

    def keeps(self, mark: str, own: bool) -> bool:
        """Whether the cost of an ability of ``mark`` (``own``: printed on the unit itself) still
        makes the unit acted under this step."""
        return bool(self.cost_kept) and mark == self.cost_kept and (own or not self.own_only)


@dataclass(frozen=True)
class NoStandStep:
    """「対象は未行動にならない」 of a ○ ability: while it is in force nothing makes the unit
    unacted — not the end declaration phase's rule (7.6.4: the text wins over the rules, 1.3.1),
    not an effect (the negative wins, 4.1.12)."""


@dataclass(frozen=True)
class NoAdvanceStep:
    """「対象は進軍できない」 of a ○ ability: while it is in force the unit cannot be chosen for an
    advance (12.2.5.1.2) — the negative beats any permission (4.1.12)."""


@dataclass(frozen=True)
class NoChangeStep:
    """「対象の攻撃力は増加しない」 / 「対象の防御力は減少しない」 of a ○ ability: while it is in force
    no effect raises (lowers) that value — the negative beats the effect that would (4.1.12)."""

    stat: str  # attack / defense
    direction: str  # increase / decrease


@dataclass(frozen=True)
class AdvanceActedStep:
    """「対象は行動完了でも進軍できる」 of a ○ ability: while it is in force the unit may be chosen
    for an advance though acted — the text beats 12.2.3.1 (1.3.1); a 「進軍できない」 in force
    still beats it (4.1.12)."""


@dataclass(frozen=True)
class LoseAbilitiesStep:
    """「対象はすべての特殊能力を失う」: the target's special abilities (chapter 14) are treated
    as not there (10.15.2.1) — for the battle, or outside one for the phase (as a grant lasts,
    10.14.6); an ability of it already used has no effect (10.1.14)."""

    # 「このターン、」 / 「ターン終了時まで、」 said of the step (``_turn_duration``): its effect lasts
    # to the turn's end (1.3.1), not what 4.6.9 / 10.14.6 give it
    turn: bool = False
    # 「(この効果は)ゲーム終了時まで」 said of the step (``_game_duration``): its effect lasts for the
    # rest of the game (10.7.1: a continuous effect 「このゲーム中」 valid), not what 4.6.9 /
    # 10.14.6 give it — it ends with the game, or as 10.7.3 ends any effect on a card that moved
    game: bool = False


@dataclass(frozen=True)
class ChooseInUse:
    """「対象が使用中の特殊能力の効果を1つ選んで」: one effect of an ability the target has declared
    and is not yet resolved; only with 「消失させる」 after it (``VanishStep``)."""


@dataclass(frozen=True)
class ChooseUsedCard:
    """「対象が使用している戦闘スペル / 消耗品を1つ選び、」: one card of that kind the target is
    using (in the effect zone, 5.1.7); only with 「破棄する」 after it (``DiscardInUseStep``)."""

    kind: str  # spell / consumable / worn (an equipment the target wears)


@dataclass(frozen=True)
class DestroyChosen:
    """「破棄する」 with no object: what the step before chose (``ChooseUsedCard`` only)."""


@dataclass(frozen=True)
class DiscardInUseStep:
    """「対象が使用している～を1つ選び、破棄する」 (10.15.3): a battle spell / consumable the target
    is using, placed in the effect zone (5.1.7), is discarded (12.4.1) — and has no effect;
    「対象が装備している装備品を1つ選び、破棄する」: one the target wears (12.2.8.9), discarded."""

    kind: str  # spell / consumable / worn


@dataclass(frozen=True)
class VanishStep:
    """「対象が使用中の特殊能力の効果を1つ選んで消失させる」 (10.15.1.1: 「カードの効果を発揮させない」):
    the chosen effect of the target's ability in use is not brought about."""


@dataclass(frozen=True)
class NegateStep:
    """「対象の効果を発揮させない / 発揮しない / 無効にする」 on 〈対象:戦闘スペル / 消耗品1つ〉: the
    card in use (in the effect zone, declared in this counter chain, 10.10.6) brings its effect
    about not at all — 10.15.1's 「カードの効果を発揮させないこと」, and 10.19.2's 無効 (「効果を
    発生することはありません」)."""


@dataclass(frozen=True)
class ZoneStep:
    """「対象を破棄する」 (12.4.1: to its owner's discard pile), 「対象をゲームから除外する」
    (12.5.1: to its owner's removed zone) and 「対象を（持ち主の）手札に戻す」 (5.1.4.1: to its
    owner's hand, 5.1.1.4): the unit leaves the battlefield."""

    zone: str  # discard / removed / hand / deck
    # 「自軍手札 / 自軍捨て山 / 自軍の除外ゾーンに…」: the zone named with the ability's own side
    # (5.1.4.5) — the owner's zone (5.1.1.4) only for a card of that player's (``_effect_steps``
    # refuses it on a card that may be the other player's)
    side: str | None = None
    # 「…を山札の(一番)上 / 下に置く」: where in the deck (top / bottom, 5.1.3.9)
    pos: str = ""


@dataclass(frozen=True)
class DamageStep:
    amount: int
    attribute: str | None = None
    # 【nD】 / 【nD+a】ダメージ: the damage is a dice result (3.4.2, 3.4.3): (count, modifier)
    dice: tuple[int, int] | None = None
    # 【…】ダメージ whose amount is a value read when the effect applies (``_read_label``):
    # ("this", "attack" / "defense") 「このユニットの攻撃力」, or ("count", "own" / "enemy",
    # kind, values) 「自軍パーティに存在する「種族:XorY」のユニット数」 (10.17.1)
    read: tuple[Any, ...] | None = None
    # 【nD】 with n defined after the effect (3.4.6's example 「nは自軍ユニットの数」): the count
    # of dice read when the dice are rolled, at the declaration — ("units", "own" / "enemy");
    # ("n",) while the definition is not yet bound (``_bind_dice_count``)
    count_of: tuple[str, ...] | None = None
    # 【nDして高い目1つ】 / 【nDして低い目1つ】ダメージ: the highest / lowest of the n dice is the dice
    # result (3.4.4) — "high" / "low"; None: their sum (3.4.2)
    pick: str | None = None


@dataclass(frozen=True)
class ReplenishStep:
    """「カードをn枚補充する」 (12.3.1.3: n, or the whole deck when it holds fewer) and 「カードを
    n枚まで補充する」 (12.3.1.2: a number from 0 to n declared first), done by the player the
    effect applies to."""

    n: int
    up_to: bool = False
    # 「カードをn～m枚補充してもよい」 (12.3.1.1): the least number of the range (``n`` is m, the
    # most); 0 or a number from it to m is declared first
    least: int | None = None
    # who does it (``_performer``): "" unstated (the effect's player), own (「自軍は」), enemy
    # (「敵軍は」), target (「対象は」: the player 〈対象:…プレイヤー〉 names, resolved by
    # ``_effect_steps`` to own / enemy)
    owner: str = ""
    # 「山札からカードをn枚引く」: moving deck cards to the hand from the top, what 12.3.1 calls
    # replenishing (cited beside 12.3.1.3)
    drawn: bool = False
    # a count given by a value in 【】 (``n`` is then 0), found when the step is done:
    # ("dice", count, modifier) — 「【1D-3】枚」, dice rolled by the player doing it (3.4.2,
    # 3.4.3, 3.4.5); ("read", …) — 「【このユニットの攻撃力】枚」, ``_read_label``'s value of the
    # unit using the effect (4.7.2). 0 or less: nothing replenished (1.3.5)
    count_by: tuple[Any, ...] | None = None


@dataclass(frozen=True)
class PileDiscardStep:
    """「手札をn枚破棄する」 / 「山札をn枚破棄する」 (12.4.2): n cards of the player's own hand
    (chosen) or deck (from the top); fewer there: all of them."""

    zone: str  # hand / deck
    n: int
    # 「すべてのプレイヤーは手札をn枚破棄する」: every player does it, choosing at once (1.3.3)
    every_player: bool = False
    owner: str = ""  # who does it, as ``ReplenishStep.owner``
    # 「手札をn枚無作為に破棄する」: the hand's cards picked at random (1.3.6), not chosen
    random: bool = False
    # 「手札をn枚まで破棄する」: the player declares how many, up to n (whether 0 may be is the
    # point discard_up_to_zero: 1.3.2 against 12.3.1.2's 0 for replenishing)
    up_to: bool = False
    # 「手札 / 山札をすべて破棄する」: every card the zone holds as the step is done (12.4.1; no
    # choice to make, ``n`` unused)
    whole: bool = False


@dataclass(frozen=True)
class ChooseStep:
    """「自軍捨て山のカードをn枚選び、」: the player chooses n cards of a zone (fewer there: all
    of them); the next step acts on them."""

    zone: str  # hand / deck / discard
    owner: str  # own / enemy
    n: int
    # 「…のユニットカードn枚」: only cards of that type may be chosen (2.1.6; None: any card)
    kind: str | None = None
    # 「「種族:X」のユニットカード」: a race / attribute the card has (``common._matches``, 4.7.5)
    where: tuple[str, tuple[Any, ...]] | None = None
    # the zone printed with no 自軍 / 敵軍: the own one by definition (5.1.3.5, 5.1.4.6, 5.1.5.5;
    # ``effects.UNQUALIFIED_OWN``), cited where the chosen cards are acted on
    unqualified: bool = False


@dataclass(frozen=True)
class PutStep:
    """「(選んだカードを)自軍山札の一番上に置く」: the cards chosen by the step before go to a
    zone (of their owner's side) at a position."""

    zone: str
    owner: str
    pos: str  # top / bottom (a hand: top, no order, 5.1.4.4)
    # 「…を手札に加えてもよい / 山札の一番上に置いてもよい」: the player decides whether the chosen
    # cards are put there (``_optional_put``); not put, the step is not applied (4.1.15)
    may: bool = False


@dataclass(frozen=True)
class SwapStep:
    """「対象の「攻撃力」と「防御力」を入れ替える」: each value becomes the other, as a ±n on each
    (4.6.5: 「入れ替える前の数値±n=入れ替えた後の数値」)."""

    stats: tuple[str, str]


@dataclass(frozen=True)
class DieStep:
    """「対象を死亡させる」: a death effect (11.3.3.1) on the target — it dies by the rule process
    of 11.3.1.3.1 (12.6.1: discarded as a death). 「対象を【石化】で死亡させる」: a death effect of
    that damage attribute (``attribute``), which 「耐性:x」 of that x keeps from arising (13.1.7.1,
    13.1.7.2)."""

    attribute: str | None = None


# the steps on a card a ● ability runs as any effect does (``play.apply_step``): the card moved
# (12.4.1, 12.5.1, 5.1.4.1), dead (11.3.3.1), a standing ability or every special ability lost
# (10.15.2.1), a characteristic or a value changed (10.16.1, 4.6.4)
AUTO_CARD_STEPS: tuple[type, ...] = (
    ZoneStep,
    DieStep,
    LoseStandingStep,
    LoseAbilitiesStep,
    ChangeStep,
    SetToStep,
)


@dataclass(frozen=True)
class InstantSummonPermitStep:
    """「対象は自軍手札の(「種族:X」の)ユニットカードを即時召喚できる」 of a ○ ability on a player
    (〈対象:自軍 / 敵軍プレイヤー〉): while it is in force that player may summon such a unit card in
    an instant summon timing although its level is not printed for it (8.3.2.8, 2.1.12.2: the
    text wins over the rules, 1.3.1). ``restriction``: what the card must be (a cost-like (～),
    ``_cost_restriction``; None: any unit card); ``owner``: the target player, own / enemy
    relative to the ability's card (set from 〈対象:～〉)."""

    restriction: Any = None
    owner: str | None = None


@dataclass(frozen=True)
class AdvancePermitStep:
    """「対象は「代理地形」または「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい」 (2.1.8.4.2's
    example; 15.4.10.2's meaning of 特殊進軍): the unit may advance into such a terrain beyond
    its advance range (12.2.2.2), for the advance being declared (a ● ability at 進軍宣言時,
    14.7.3.6; lost with the advance, 12.2.5.1.9). ``places``: ``substitute`` (代理地形, 5.1.2.x)
    / ``empty`` (誰もいない地形, the enemy's headquarters excepted)."""

    places: tuple[str, ...]
    # a terrain described by the text (15.4.10.2: 「○○に合致する敵軍本陣を除く地形」; 「「属性:水」の
    # 地形」): each an ``own_play`` place description, read by ``own_play.fits``
    where: tuple[Any, ...] = ()


@dataclass(frozen=True)
class AfterApplied:
    """「効果適用後、」 (4.1.11) between steps: the steps after it are brought about only if one
    of the steps before it applied (to the one target)."""


@dataclass(frozen=True)
class HandLimitStep:
    """「自軍/敵軍プレイヤーに「手札上限枚数:±n枚」を付与する」 (10.14.5): that player's hand limit
    (5.1.4.7) changes by n for the battle, or outside one for the phase (10.14.6)."""

    amount: int
    owner: str = "own"  # own / enemy


@dataclass(frozen=True)
class InitiativeResultStep:
    """「対象のイニシアチブ結果を「±n」 / 「±nD」する」 (〈対象:自軍 / 敵軍プレイヤー〉): that
    player's initiative result (8.3.4.7: its die plus its party's 「イニシアチブ:x」) changed by n,
    or by the dice result of nD (rolled when the effect's dice are, 10.1.8 / 14.7.3.10) — a
    value's increase, lasting to the battle's end (4.6.9), read when the result is found
    (8.3.4.7)."""

    amount: int = 0
    dice: tuple[int, str] | None = None  # (count, sign) of 「±nD」
    owner: str = "target"
    # 「±nDして高い目1つ / 低い目1つ」: the highest / lowest of the n dice is the result (3.4.4)
    pick: str | None = None  # own / enemy / target (the player 〈対象:…〉 names) / "" (the doer)


@dataclass(frozen=True)
class HandLimitSetStep:
    """「自軍/敵軍の手札上限枚数はn枚になる」: that player's hand limit (5.1.4.7) is n while the
    ○ ability holding it works (14.5.4.2: without a timing, while its unit is on the
    battlefield)."""

    amount: int
    owner: str = "own"  # own / enemy


@dataclass(frozen=True)
class LookStep:
    """「(自軍/対象は)山札の上からn枚を見て、」: only with 「好きな順番で山札の上に戻す」 after it
    (``LookReorderStep``)."""

    n: int
    owner: str = ""


@dataclass(frozen=True)
class ReorderStep:
    """「好きな順番で山札の上に戻す」: the cards the step before looked at (``LookStep`` only);
    ``or_discard``: 「そのカードを山札の上か捨て山に置く」 — the one card looked at put back on top
    or into the discard pile, as the player chooses."""

    or_discard: bool = False


@dataclass(frozen=True)
class LookReorderStep:
    """「山札の上からn枚を見て、好きな順番で山札の上に戻す」: the player looks at the top n cards of
    their own deck (all of it when it holds fewer) and puts them back on top in the order they
    choose (4.1.10: the effect as its text says; no card leaves the deck). ``owner`` as
    ``ReplenishStep.owner``. ``or_discard``: 「山札の上から1枚を見て、そのカードを山札の上か捨て山に
    置く」 — the card looked at stays on top or goes to the discard pile, the player's choice."""

    n: int
    owner: str = ""
    or_discard: bool = False


# the steps a one-shot effect does to the player it applies to (no target)
@dataclass(frozen=True)
class ShuffleStep:
    """「(対象は)山札をシャッフルする」 (12.7.1: the hidden cards of the zone randomised so that no
    player knows their order), done by the player the effect applies to; ``owner`` as
    ``ReplenishStep.owner``."""

    owner: str = ""


@dataclass(frozen=True)
class DelayedStep:
    """「このターンの普通召喚フェイズ開始時に、カードを2枚補充する。」: a delayed trigger (時限誘発,
    10.5.4.2) made by the effect — an ability whose trigger condition arises at ``moment`` (a key
    of ``MOMENTS``, one of this turn's phases: ``TURN_MOMENTS``), meeting it once (10.5.4.2.1),
    then played at the check step (10.5.3) with ``steps`` (steps on its player's cards)."""

    moment: str
    steps: tuple[Any, ...]


PLAYER_STEPS = (
    DelayedStep,
    ShuffleStep,
    ReplenishStep,
    PileDiscardStep,
    ChooseStep,
    PutStep,
    HandLimitStep,
    HandLimitSetStep,
    LookReorderStep,
    InitiativeResultStep,
)


@dataclass(frozen=True)
class Target:
    # this_unit / unit / party / all_units / player (〈対象:自軍プレイヤー〉) / equipment
    # (〈対象:装備品1つ〉: an item equipped to a unit, 10.10.6 / 10.10.7)
    kind: str
    owner: str | None = None  # own / enemy / None (either)
    # 「この地形に存在する…ユニットすべて」: the units on the terrain of the ability's card
    here: bool = False
    # the group is named by the effect's steps (「敵軍ユニットすべてに…」), not declared by
    # 〈対象:…〉 (10.10.1): no target is chosen; every such unit is acted on
    named: bool = False
    # 〈対象:装備ユニット〉 (kind this_unit): the unit wearing this equipment — what 「このユニット」
    # names on an equipment (4.7.2) — and none on a card that is not an item; with ``fought``,
    # 「装備ユニットと戦闘している…」: the unit it fights is that wearer's (none off an item)
    worn: bool = False
    # the conditions 〈対象:～〉's 「～」 puts on each unit it takes in (10.10.2): 「「属性:水」の」,
    # 「守備側の」, 「戦闘に参加している」 … — each a condition as ``_condition`` reads 「対象が…の
    # 場合」, read on the unit by ``common._matches`` (``common.in_group``); all must hold
    where: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    # 「このユニットと戦闘した / 戦闘している敵軍ユニット」: the enemy units of the battle going on
    # that 「このユニット」 takes part in (8.1.2, 8.2.3) — read in a ● [戦闘] ability only, which
    # is played while its unit is in that battle (14.7.3.1); with no such unit, none
    fought: bool = False
    # 「このユニットと戦闘した…」 (past): the battle may be one over — read by the ● [戦闘] runner
    # only (its battle is the one going on); 「戦闘している」 is the battle going on
    fought_past: bool = False
    # 「このユニットと同じ地形に存在する…」: the units in the area of the unit 「このユニット」 names
    # (5.1.2.4; a ○ ability's units are those of its card's area, 14.5.4.2) — none on a card
    # naming no unit (a terrain)
    with_this: bool = False
    # 「このユニット以外の…」 / 「他の…」 / 「このユニットを除く…」: every unit 「～」 takes in but the
    # one 「このユニット」 names (4.7.2) — read by ``common.in_group`` with that unit
    but_this: bool = False
    # kind ``units``: 「敵軍ユニット2体」 / 「…2体まで」 — n units chosen at the declaration (10.1.4),
    # exactly n, or up to n (``up_to``, 1 to n); at the effect, the proper ones (10.10.10)
    count: int = 1
    up_to: bool = False
    # kind ``in_use``: 〈対象:戦闘スペル1枚 / 消耗品1つ〉 — a card of that kind in use (in the
    # effect zone, 5.1.7) by a unit on the battle's terrain (10.10.6): ``spell`` / ``consumable``
    in_use: str = ""
    # kind this_unit: 「この消耗品 / このアイテム / このカードを使用したユニット」 — the unit that
    # declared the use (10.13.1): a consumable's user (10.1.9), an equipment's wearer, a unit itself
    used: bool = False
    # 「この地形に隣接する地形に存在する…」: the units on a terrain next to (5.1.2.18) the one the
    # ability's card is on (kinds unit / all_units; read by ``common.next_to_source``)
    near: bool = False
    # kind ``zone_card``: 〈対象:自軍捨て山の戦闘スペルカード1枚〉 / 〈対象:敵軍手札のカード1枚〉 — one
    # card in that side's hand / discard pile (``zone``: hand / discard), of the card kind
    # ``card_type`` (unit / item / spell / terrain; "" any). 10.10.6 / 10.10.7 name no such card,
    # but the text's own words prevail over the rules (1.3.1)
    zone: str = ""
    card_type: str = ""


@dataclass(frozen=True)
class OnThis:
    """A step on 「このユニット」 in an effect with a declared target (「対象に…。このユニットに【1】
    ダメージを与える。」): ``step`` done to the unit 「このユニット」 names (4.7.2: the card itself,
    or the unit wearing an equipment), not to the target — read by the use's runner
    (``play.run_target_steps``) only. ``of``: what the step's own noun names (``_referent``):
    ``this_unit`` 「このユニット」 (4.7.2), ``wearer`` the unit the card is equipped on or used
    by (「このアイテムを装備しているユニット」, 「装備ユニット」, 「この消耗品を使用したユニット」:
    4.7.2, 10.13.1 — none when the card is not an item), ``card`` the card itself (「このカード」,
    「このアイテム」, 4.7.2: «この～» names the one card it is printed on)."""

    step: Any
    of: str = "this_unit"


# the steps a 「このユニット」 step may be (fixed ones: no dice, no value read when it applies)
ON_THIS_STEPS = (
    StatStep,
    GrantStep,
    ChangeStep,
    DamageStep,
    RestStep,
    StandStep,
    ZoneStep,
    HealStep,
)


@dataclass(frozen=True)
class ThisUnit:
    """A step's marker: the step acts on what its own noun names, not the target (``OnThis``;
    ``of`` as there)."""

    of: str = "this_unit"


@dataclass(frozen=True)
class Guarded:
    """A step with its own 「対象が…の場合、」 (10.12.1: a condition before the effect it is on;
    10.12.2: not met, that effect is not applied), read on the one target when the step comes
    (``play.run_target_steps``). ``instead``: 「…の場合、代わりに…」 — a replacement (10.8.2): the
    step before it, wrapped with ``negate``, is done only when the condition does not hold, this
    one only when it does (10.8.3, 10.8.3.1)."""

    cond: tuple[str, tuple[Any, ...]]
    step: Any
    negate: bool = False
    instead: bool = False
    # 「…の場合、A。そうでない場合、B。」: B, done only when the condition does not hold (10.12.1,
    # 10.12.2 — the two branches of one condition, no replacement)
    otherwise: bool = False
    # 「…の場合、AしBする」: B, under the condition its sentence opened with (``_under_sentence``)
    # — done as that condition was read on the target when A came (10.12.1, 10.12.2), not read
    # again
    under: bool = False


# the conditions a step's own 「…の場合、」 may be: read on the one target (``common.condition_met``)
# a step's own condition about the game, read relative to the ability's card, not on the target
# (``common.guard_card``: whose turn it is, 1.3.7 / 7.1.2.1; the initiative's sides, 8.3.4.8)
_SIDE_KINDS = (
    "turn",
    "army_side",
    "used_turn",
    "here_controlled",
    "here_named",
    "here_next",
    "hand_count",
    "zone_cmp",
)

_STEP_CONDITIONS = (
    "attacked",
    "advanced_turn",
    "damaged",
    "holds",
    "equipped",
    "hero",
    "acted",
    "alive",
    "species",
    "attribute",
    "advance_type",
    "and",
    "any_of",
    "not",
    "has",
    "in_battle",
    "party_role",
    "stat",
    "stat_vs",
    "battle_terrain",
    "died_by_effect",
    "discarded",
    "fighting_one",
    "dice",
    "terrains",
)


# the conditions a ○ ability's sentence may not be under (``compile_ability``): a value (it could
# read the value the ability changes, 10.7.2.3) and what an effect did
_NOT_IN_FORCE = frozenset({"stat", "stat_vs", "died_by_effect", "discarded", "dice"})


@dataclass(frozen=True)
class PlayerTopic:
    """A step's marker: 「対象は…」 said of steps on the player's own cards (``ChooseStep`` /
    ``PutStep``): read only with 〈対象:自軍プレイヤー〉 (``_effect_steps``)."""

    who: str


@dataclass(frozen=True)
class Named:
    """A step's marker: the step acts on the group its own text names (``_named_group``)."""

    group: Target


@dataclass(frozen=True)
class Program:
    mark: str
    name: str
    timings: tuple[str, ...]
    target: Target | None
    steps: tuple[Any, ...]
    # ("species" | "attribute", values) | ("has", keywords) | ("and", (such conditions, …))
    condition: tuple[str, tuple[Any, ...]] | None = None
    # 〈コスト:手札n枚破棄 / 手札n枚除外 / 捨て山n枚除外(…)〉: (n, restriction — a condition the
    # cards meet, as ``common._matches`` reads it — zone, remove)
    hand_cost: tuple[int, Any, str, bool] | None = None
    # a cost of several items (10.11.9 「複数のコスト」: 〈コスト:手札1枚破棄&捨て山1枚除外〉): the
    # items after the first, each as ``hand_cost``; all declared together (10.11.2, 10.1.6) and
    # carried out together (10.11.3, 10.1.13)
    more_costs: tuple[tuple[int, Any, str, bool], ...] = ()
    keywords: tuple[str, ...] = ()
    kind: str = "activated"
    limits: tuple[str, ...] = ()  # [対抗:～限定]: the declarations it may answer (10.9.6)
    trigger: str | None = None  # ● (14.7): the battle step whose start is its 発揮時期
    notes: tuple[str, ...] = field(default=())
    # 「(重複しない)」 after the effect (16.2): not applied to a target already designated by
    # this effect in the phase (16.2.1, 16.2.3), though brought about (16.2.2)
    no_stack: bool = False
    # 〈発動条件:…〉 (14.8.2): ("units_here", owner) — checked at the declaration (10.1.4)
    activation: tuple[str, Any] | None = None
    # 〈コスト:このカードを破棄〉: the card moved to the discard pile as the cost (10.11.6,
    # 10.11.7: declared at 10.1.6, moved at 10.1.13), as a × unit's own (14.3.1)
    discard_self: bool = False
    # 〈コスト:スペル:x〉 on a battle spell's ◇ ability: the card's cost in spell-slot icons, paid
    # by its user's unspent slots (13.1.3.1, 10.11.5)
    spell_cost: str = ""
    # 〈コスト:(未行動の)このユニットを行動完了にする〉 on a ◎ ability of a unit card: the □ cost
    # (14.2.3) declared as its additional cost (10.11.6) — paid as □'s is (``play._pay``)
    rest_self: bool = False
    # 〈発揮:自軍… / 敵軍…〉 (a moment of the turn with a side): it triggers only in the turn whose
    # advancing side is its card's owner (``you``) / the owner's opponent (``opponent``), 7.1.2.1
    trigger_side: str | None = None
    # 〈発揮:このユニットの～宣言時〉: only a declaration its unit makes (``DECLARED_BY``)
    trigger_by_this: bool = False
    # 「このアイテムを装備しているユニットが…を宣言した時」: ``trigger_by_this`` said of the unit
    # wearing the item (4.7.2) — on a card that is no item, none
    trigger_by_wearer: bool = False
    # 「…。対抗連鎖終了後、この効果を消失させる。」 / 「対抗連鎖が終了した場合、対象はこの効果を失う。」:
    # the effect lasts to the end of the counter chain it was used in (10.15.1.2, 10.15.2.1)
    until_chain: bool = False
    # 「A&B」 (4.7.6): sentences of the effect joined by «&», brought about at the same time —
    # neither waits on the other (no 「効果適用後、」 between them, 4.1.11)
    at_once: bool = False
    # a zone-move trigger (10.5.4) whose source is a ○ ability (「このユニットが死亡した時に、…」,
    # the ○'s own words): 10.5.7 / 4.1.6.1 decide whether it is played (``_mc/leave.py``)
    of_standing: bool = False
    # 「この特殊能力は1ターンにN回まで使用できる」 on a ◎ ability: at most N uses a turn (the text
    # over 14.4.1, 1.3.1); None: as often as its cost is paid
    per_turn: int | None = None
    # 「この効果は1回の戦闘に1回しか使用できない」 on a ◎ ability: at most N uses in one battle
    # (the text over 14.4.1, 1.3.1; ``battle_use_limit``); None: no such limit
    per_battle: int | None = None
    # 〈コスト:カードをn枚補充する〉 on a ◎ ability: n cards replenished as the cost (10.11.6),
    # declared only with n cards in the deck (10.11.10), carried out at 10.1.13
    replenish_cost: int = 0
    # the additional rule whose meaning this program is (15.4.10.2 for 【特殊進軍】): its text is
    # the rules' own, not a printed card's, and cited with it
    meaning_of: str = ""
    # 「A。この効果は…の場合のみ有効。」: the condition is the effect's validity (10.19.3: not met,
    # the part is invalid), read as the ability's condition and cited with 10.19.3
    valid_only: bool = False


# the relative clauses saying where a card is (「この地形に存在する」)
_PLACE_VERBS = frozenset({("exist_in", "final")})


# 10.13.1's notation for a use: 「～を使用中の / 使用したユニット」 is the unit that declared the use
# of ～ (10.1.4-10.1.5) in the counter chain being processed (10.13.2); the engine records the
# attack's declarers (10.1.9, ``_DECLARED_ACTS``), not each use's — refused by name
_USE_DECLARER = (
    "〈対象:「～を使用中の / 使用したユニット」〉 (10.13.1: the unit that declared the use of ～ in "
    "the counter chain, 10.13.2): the engine records the attack's declarers only (10.1.9), not "
    "each use's — not run"
)


def _names_use_declarer(node: Any) -> bool:
    """Whether 〈対象:～〉 is a unit named by a use it declared (10.13.1's notation for a use):
    「使用中」 / 「使用した」 in a phrase whose last card kind is a unit."""
    from grammar.ast import walk

    nodes = list(walk(node))
    used = any(
        (_cls(n) == "Word" and getattr(n, "id", None) == "in_use")
        or (_cls(n) == "Unknown" and getattr(n, "text", None) in ("使用", "使用中"))
        for n in nodes
    )
    kinds = [getattr(n, "id", None) for n in nodes if _cls(n) == "CardKind"]
    # 「このカード / このアイテムを使用したユニット」: the user of the ability's own card (4.7.2),
    # read where it is read — not this notation
    this = any(_cls(n) == "Ref" for n in nodes)
    return used and not this and bool(kinds) and kinds[-1] == "unit"


def _target(node: Any) -> Target | None:
    if node is None:
        return None
    if _names_use_declarer(node):
        raise Unsupported(_USE_DECLARER)
    args = getattr(node, "args", ())
    if getattr(node, "verb", None) == "be" and len(args) == 2:
        args = _value_bound_subject(_fighting_with(args))
    if getattr(node, "verb", None) != "be" or len(args) != 1:
        raise Unsupported("〈対象:…〉 of a form not run yet")
    from ruling.cardtext.nouns import lift_owner_of_clause, lift_place_clause

    # 「この地形に存在する「属性:水」を持つユニット」: the place clause describes the units;
    # 「敵軍のダメージを受けたユニット」: the side word is the unit's (``_ON_A_UNIT``)
    np = lift_owner_of_clause(_of_this_terrain(args[0].value), _ON_A_UNIT)
    return _target_of(_terms(lift_place_clause(np, _PLACE_VERBS)))


_VALUE_WORDS = ("attack_power", "defence_power", "level")


def _value_bound_subject(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """〈対象:防御力が1以下の敵軍ユニット1体〉: the grammar takes 「防御力が」 as a subject and the rest
    as its predicate; read as 「防御力1以下の敵軍ユニット1体」 (the value bound describing the units,
    10.10.2) — one noun phrase. Other arguments as they are."""
    if len(args) != 2 or [a.role.value for a in args] != ["subject", "predicate"]:
        return args
    subj, pred = args
    ts, ps = _terms(subj.value), _terms(pred.value)
    if not ps or _cls(ps[0]) != "Count" or ps[0].bound not in ("at_most", "at_least", "exact"):
        return args
    links = tuple(getattr(pred.value, "links", ()) or ())
    if len(ts) == 1 and _cls(ts[0]) == "Stat" and ps[0].number is not None:
        # 「レベルが2以上の」: 「レベル2以上の」, the grammar's StatFilter
        cmp = {"at_most": "le", "at_least": "ge", "exact": "eq"}[ps[0].bound]
        f = A.StatFilter(stat=ts[0], value=ps[0].number, cmp=cmp)
        return (replace(pred, value=replace(pred.value, terms=(f, *ps[1:]), links=links)),)
    if len(ts) != 1 or _shape(ts) not in ([("Word", w)] for w in _VALUE_WORDS):
        return args
    links = ("", *links)
    return (replace(pred, value=replace(pred.value, terms=(*ts, *ps), links=links)),)


def _of_this_terrain(np: Any) -> Any:
    """「この地形の(自軍 / 敵軍)ユニット…」: the units of this terrain — those on it, as 「この地形に
    存在する…ユニット」 names them (5.1.2.4: a party is the units on one terrain); the noun phrase
    with that clause in its place. Any other noun phrase as it is."""
    ts = _terms(np)
    links = tuple(getattr(np, "links", ()) or ())
    if (
        len(ts) < 3
        or _shape(ts[:2]) != [("Ref", "this"), ("CardKind", "terrain")]
        or links[:2] != ("", "の")
        or ("CardKind", "unit") not in _shape(ts[2:])
    ):
        return np
    where = A.NounPhrase(terms=ts[:2], links=("",))
    clause = A.Action(
        verb="exist_in", args=(A.Arg(role=A.Role.GOAL, value=where),), form=A.Form.FINAL
    )
    return replace(np, terms=(A.Relative(clause=clause), *ts[2:]), links=("", *links[2:]))


# what is on a unit and its side's with it (``lift_owner_of_clause``): the damage it has received
# (4.5.1), an equipment it wears (13.1.2: the item's player's, who equips only own units)
_ON_A_UNIT = frozenset({"damage", "装備品", "アイテム"})


def _fighting_with(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """「(このユニット | 装備ユニット)と戦闘中の…」 (the grammar hangs 「…と」 on the whole target):
    the relative clause 「…と戦闘している」 before the rest, as ``_fought_by`` reads it (「戦闘中」
    the battle going on, 8.2.3); any other two arguments are given back as they are."""
    roles = [a.role.value for a in args]
    if roles != ["with", "predicate"]:
        return args
    ts = _terms(args[1].value)
    if (
        _shape(ts[:2])
        != [
            ("Word", "combat"),
            ("Word", "during"),
        ]
        or not ts[2:]
    ):
        return args
    combat = A.Arg(role=A.Role.NONE, value=A.NounPhrase(terms=(ts[0],)))
    clause = A.Action(
        verb="do", args=(replace(args[0], pause=False), combat), form=A.Form.PROGRESSIVE
    )
    links = ("", *tuple(getattr(args[1].value, "links", ()))[2:])
    rest = A.NounPhrase(terms=(A.Relative(clause=clause), *ts[2:]), links=links)
    return (replace(args[1], value=rest),)


def _named_group(terms: tuple[Any, ...]) -> Target | None:
    """「敵軍ユニットすべて」 / 「すべての自軍ユニット」 / 「ユニットすべて」 named in a step itself (no
    〈対象:…〉): every such unit, the group the step acts on (4.1.10: the effect is applied to
    what its text names), or None for any other noun phrase."""
    kinds = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in terms]
    alls = [k for k in kinds if k in (("Word", "all"), ("Word", "every"))]
    alls += [k for t, k in zip(terms, kinds, strict=True) if k[0] == "Count" and t.bound == "all"]
    rest = [k for k in kinds if k not in alls]
    if len(alls) != 1 or ("CardKind", "unit") not in rest:
        return None
    rest.remove(("CardKind", "unit"))
    if not rest:
        return Target("all_units", None, named=True)
    if len(rest) == 1 and rest[0][0] == "Owner" and rest[0][1] in _OWNERS:
        return Target("all_units", _OWNERS[str(rest[0][1])], named=True)
    return None


def _on_this_terrain(rel: Any) -> bool:
    """「この地形に存在する」: a relative clause placing the units on the ability's own terrain."""
    cl = getattr(rel, "clause", None)
    args = getattr(cl, "args", ())
    if getattr(cl, "verb", None) != "exist_in" or len(args) != 1:
        return False
    ts = _shape(_terms(args[0].value))
    return ts == [("Ref", "this"), ("CardKind", "terrain")]


def _next_to_units(cl: Any) -> tuple[Any, ...] | None:
    """「この地形が<units>の存在する地形に隣接している」 (the subject as its own argument, or typed
    into the relative clause as the subject of 「存在する」): the ``exists`` values of <units> on a
    terrain next to this one — place ``next_to_here`` — else None."""
    if getattr(cl, "verb", None) != "adjoin" or getattr(
        getattr(cl, "form", None), "value", None
    ) not in ("progressive", "final"):
        return None
    args = tuple(getattr(cl, "args", ()))
    goals = [a for a in args if a.role.value == "goal"]
    others = [a for a in args if a.role.value != "goal"]
    this = [("Ref", "this"), ("CardKind", "terrain")]
    if len(goals) != 1 or any(
        a.role.value != "subject" or _shape(_terms(a.value)) != this for a in others
    ):
        return None
    ts = _terms(goals[0].value)
    if len(ts) != 2 or _cls(ts[0]) != "Relative" or _shape(ts[1:]) != [("CardKind", "terrain")]:
        return None
    rel = ts[0].clause
    if getattr(rel, "verb", None) != "exist_in":
        return None
    r_args = tuple(getattr(rel, "args", ()))
    subj = [a for a in r_args if _shape(_terms(a.value)) != this]
    if len(subj) != 1 or subj[0].role.value not in ("subject", "subject_no"):
        return None
    if len(others) + len(r_args) - 1 != 1:
        return None  # 「この地形が」 said once, either as the clause's or typed into the relative
    units = A.Arg(A.Role.SUBJECT, subj[0].value)
    counted = _exists(replace(rel, args=(units,), form=A.Form.FINAL))
    if counted is None or counted[0] != "battlefield":
        return None
    return ("next_to_here", *counted[1:])


def _declared_advance(rel: Any) -> bool:
    """「進軍を宣言した…」: a relative clause naming the units as those that declared an advance."""
    cl = getattr(rel, "clause", None)
    if getattr(cl, "verb", None) != "declare":
        return False
    objs = [a for a in getattr(cl, "args", ()) if a.role.value == "object"]
    return len(objs) == 1 and [getattr(x, "text", None) for x in _terms(objs[0].value)] == ["進軍"]


def _next_to_this(ts: Any) -> bool:
    """「この地形に隣接した / する地形」 (and 「この地形と隣接する地形」): a terrain next to the ability's
    own terrain (5.1.2.18), as a noun phrase's terms."""
    ts = tuple(ts)
    if len(ts) != 2 or _shape(ts[1:]) != [("CardKind", "terrain")] or _cls(ts[0]) != "Relative":
        return False
    adj = ts[0].clause
    a_args = getattr(adj, "args", ())
    return (
        getattr(adj, "verb", None) == "adjoin"
        and getattr(getattr(adj, "form", None), "value", None) in ("final", "past")
        and len(a_args) == 1
        and a_args[0].role.value in ("goal", "with")
        and _shape(_terms(a_args[0].value)) == [("Ref", "this"), ("CardKind", "terrain")]
    )


def _next_to_this_terrain(rel: Any) -> bool:
    """「この地形に隣接する地形に存在する」 / 「この地形と隣接する地形に存在する」: a relative clause
    placing the units on a terrain next to (5.1.2.18: vertically or horizontally) the ability's
    own terrain."""
    cl = getattr(rel, "clause", None)
    args = getattr(cl, "args", ())
    if (
        getattr(cl, "verb", None) != "exist_in"
        or len(args) != 1
        or getattr(getattr(cl, "form", None), "value", None) != "final"
    ):
        return False
    ts = _terms(args[0].value)
    if len(ts) != 2 or _shape(ts[1:]) != [("CardKind", "terrain")] or _cls(ts[0]) != "Relative":
        return False
    adj = ts[0].clause
    a_args = getattr(adj, "args", ())
    return (
        getattr(adj, "verb", None) == "adjoin"
        and getattr(getattr(adj, "form", None), "value", None) == "final"
        and len(a_args) == 1
        and a_args[0].role.value in ("goal", "with")
        and _shape(_terms(a_args[0].value)) == [("Ref", "this"), ("CardKind", "terrain")]
    )


# the conditions a member of a group target may be asked to meet, read on that unit as it is
# (``common._matches``): not the ones about something else (the battle's terrain, the controlled
# terrains, a party) or read only when an effect takes effect (a value, ``stat``)
_MEMBER_KINDS = (
    "damaged",
    "declared_attack",
    "holds",
    "equipped",
    "hero",
    "acted",
    "species",
    "attribute",
    "advance_type",
    "and",
    "not",
    "has",
    "in_battle",
    "party_role",
    "side",
    # 「「属性:X」の地形 / 本陣 / 戦闘中の地形に存在する…」 (``_place``): where the unit is (5.1.2.4)
    "unit_terrain",
    "in_hq",
    "in_controlled",
)
_ROLES = {"守備側": "defending", "進軍側": "advancing"}
# the conditions whose subject may be 「このユニット」 (their value's last item: "target" /
# "this"), read on the unit it names (``common.on_this``)
_ON_THIS = ("side", "unit_terrain", "party_role", "advanced_into", "advanced_turn")


def _reads_this(cond: tuple[str, tuple[Any, ...]]) -> bool:
    """Whether a condition is read on 「このユニット」 (``common.on_this``)."""
    from ruling.games._mc.common import on_this

    return on_this(cond)


def _member_filter(t: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A modifier of 〈対象:～〉's unit (10.10.2: a proper target meets the conditions 「～」
    shows) as the condition 「対象が…の場合」 it amounts to, or None for a term that is not one:
    「「種族 / 属性:X」の…」 (4.7.5), 「守備側 / 進軍側の…」 (the party the unit belongs to, 1.3.7,
    4.4.1), and a relative clause that reads as a condition on 対象 (its clause with 対象 as its
    subject: 「戦闘に参加している…」 8.2.3, 「「種族:X」を持つ…」 4.7.5, …)."""
    c = _cls(t)
    if c == "Characteristic":
        return _characteristic(t)
    if _is_hero_word((t,)):
        return "hero", ()  # 「英雄の…」 (15.1.1)
    if c == "Word" and getattr(t, "id", None) in _ACTED:
        return "acted", (_ACTED[str(t.id)],)  # 「行動完了 / 未行動の…」 (4.10.1.1, 4.10.1.2)
    if c == "Unknown" and getattr(t, "text", None) in _ROLES:
        return "party_role", (_ROLES[str(t.text)], "target")
    declared = _declared_state(t)
    if declared is not None:
        return declared  # 「攻撃中の…」 / 「攻撃した…」 / 「攻撃している…」 (10.13.1)
    if c != "Relative":
        return None
    cl = t.clause
    args = tuple(getattr(cl, "args", ()) or ())
    if any(a.role.value == "subject" for a in args):
        return None  # the clause has a subject of its own: no condition on the unit
    if (
        getattr(cl, "verb", None) == "have"
        and getattr(getattr(cl, "form", None), "value", None) == "final"
    ):
        objs = [a for a in args if a.role.value == "object"]
        ts = _terms(objs[0].value) if len(objs) == 1 and len(args) == 1 else ()
        if len(ts) == 1 and _cls(ts[0]) == "Characteristic":
            # 「「種族:X」を持つ…」: the unit has one of the values (4.7.5)
            return _characteristic(ts[0])
    read = _as_member(cl, args)
    if read is None and (state := _nouns.resultant_state(cl)) is not None:
        # 「ダメージを受けた…」 / 「装備品を装備した…」 / 「行動完了した…」: the past before the
        # noun says the state the act left (the shared ``resultant_state``), kept only when it
        # reads as one of the unit's states (4.5.1 damage stays on it till recovered, 13.1.2
        # an equipment stays worn, 4.10.1.1 行動完了 till reset); an act (「進軍した」,
        # 「死亡した」) is no state and stays refused
        read = _as_member(state, args)
        if read is not None and read[0] not in _RESULT_STATES:
            read = None
    return read


# 10.13.1: 「～中のユニット(=～したユニット)」 is the unit that declared ～ (10.1.4-10.1.5), asked
# while the counter chain is processed (10.13.2); 10.1.9: 「攻撃中のユニット(=攻撃に参加している
# ユニット)」 is that notation for the attack. The acts a unit declares, as data — the act's noun
# -> the condition on the unit (``common._matches``) with the clauses its notation is read by
_DECLARED_ACTS = {"攻撃": ("declared_attack", ("10.13.1", "10.1.9"))}


def _declared_state(t: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A modifier of 〈対象:～〉's unit in 10.13's notation — 「～中の」 (the noun and 中), or a
    relative clause 「～した」 / 「～している」 with no subject of its own (the unit itself did it)
    — for an act ～ a unit declares (``_DECLARED_ACTS``), else None."""
    c = _cls(t)
    if c == "Unknown":
        m = re.fullmatch(r"(.+)中", str(getattr(t, "text", "")))
        return _DECLARED_ACTS.get(m.group(1)) if m else None
    if c != "Relative":
        return None
    cl = t.clause
    form = getattr(getattr(cl, "form", None), "value", None)
    args = tuple(getattr(cl, "args", ()) or ())
    if getattr(cl, "verb", None) != "do" or form not in ("past", "progressive") or len(args) != 1:
        return None
    ts = _terms(args[0].value)
    if args[0].role.value not in ("none", "object") or len(ts) != 1 or _cls(ts[0]) != "Unknown":
        return None
    return _DECLARED_ACTS.get(str(ts[0].text))


# the unit's states a past relative clause may name (``_nouns.resultant_state``): damage on
# it (4.5.1), an equipment worn (13.1.2), acted (4.10.1.1)
_RESULT_STATES = ("damaged", "equipped", "acted")


def _as_member(cl: Any, args: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]] | None:
    """A relative clause with no subject of its own read as 「対象が<clause>場合」, if that is one
    of the conditions on a unit a target may be filtered by (``_MEMBER_KINDS``)."""
    subject = A.Arg(role=A.Role.SUBJECT, value=A.NounPhrase(terms=(A.Word(id="target"),)))
    cond = A.Condition(clause=replace(cl, args=(subject, *args)), marker="baai")
    try:
        read = _condition(cond)
    except Unsupported:
        return None
    if (
        read is None
        or read[0] not in _MEMBER_KINDS
        or (read[0] in _ON_THIS and read[1][-1] != "target")
    ):
        return None
    return read


def _with_this_unit(rel: Any) -> bool:
    """「このユニットと同じ地形に存在する」: a relative clause placing the units on the terrain of the
    unit 「このユニット」 names."""
    cl = getattr(rel, "clause", None)
    args = getattr(cl, "args", ())
    # 「…に存在する」 and 「…にいる」 (the same place said with いる)
    if (
        getattr(cl, "verb", None) not in ("exist_in", "exist")
        or len(args) != 1
        or args[0].role.value != "goal"
    ):
        return False
    if getattr(getattr(cl, "form", None), "value", None) != "final":
        return False
    ts = _terms(args[0].value)
    if len(ts) != 2 or _cls(ts[0]) != "Relative" or getattr(ts[1], "id", None) != "terrain":
        return False
    return _same_as_this(ts[0])


def _where_this_is(rel: Any, nxt: Any) -> bool:
    """「このユニットが存在する地形の…」 (the relative and the terrain after it): the terrain of the
    unit 「このユニット」 names (5.1.2.4) — 「このユニットと同じ地形に存在する…」 in other words."""
    cl = getattr(rel, "clause", None)
    args = getattr(cl, "args", ())
    if (
        getattr(cl, "verb", None) not in ("exist_in", "exist")
        or len(args) != 1
        or args[0].role.value != "subject"
        or getattr(getattr(cl, "form", None), "value", None) != "final"
    ):
        return False
    return _shape(_terms(args[0].value)) == [("Ref", "this_unit")] and (
        _cls(nxt),
        getattr(nxt, "id", None),
    ) == ("CardKind", "terrain")


def _random_from_targets_hand(node: Any) -> Any:
    """「対象の手札を1枚無作為に選び、破棄する」 / 「対象の手札1枚を無作為に破棄する」: the cards of the
    target player's hand picked at random (1.3.6) and discarded — what 「対象は手札を1枚無作為に
    破棄する」 says (nobody chooses a random pick, so whose hand is all that matters): the steps
    rewritten in that form. Without 「無作為に」 (「対象の手札を1枚選び、破棄する」) who picks from a
    hidden hand (5.1.4.3) is not said: left as it is (refused)."""

    def split(obj: tuple[Any, ...], none: tuple[Any, ...]) -> tuple[Any, Any] | None:
        ids = _shape(obj)
        if ids[:2] != [("Word", "target"), ("Zone", "hand")]:
            return None
        rest = [*obj[2:], *none]
        if len(rest) != 1 or _cls(rest[0]) != "Count":
            return None
        return obj[1], rest[0]

    def rewritten(body: Any, roles: dict[str, tuple[Any, ...]], goal: Any) -> Any:
        got = split(roles.get("object", ()), roles.get("none", ()))
        if got is None:
            return None
        zone, count = got
        topic = A.NounPhrase(terms=(A.Word(id="target"),))
        return replace(
            body,
            verb="destroy",
            form=A.Form.FINAL,
            args=(
                A.Arg(role=A.Role.TOPIC, value=topic),
                A.Arg(role=A.Role.OBJECT, value=A.NounPhrase(terms=(zone,))),
                A.Arg(role=A.Role.NONE, value=A.NounPhrase(terms=(count,))),
                goal,
            ),
        )

    sents = list(getattr(getattr(node, "effect", None), "sentences", ()) or ())
    changed = False
    for si, se in enumerate(sents):
        steps = list(se.steps)
        i = 0
        while i < len(steps):
            a = steps[i]
            ab = a.body
            args = tuple(getattr(ab, "args", ()) or ())
            roles = {x.role.value: _terms(x.value) for x in args}
            goals = [x for x in args if x.role.value == "goal"]
            plain = (
                _cls(ab) == "Action"
                and set(roles) <= {"object", "none", "goal"}
                and len(goals) == 1
                and _at_random(roles["goal"])
                and a.condition is None
                and a.cost is None
            )
            if plain and ab.verb == "destroy" and ab.form.value == "final":
                new = rewritten(ab, roles, goals[0])
                if new is not None:
                    steps[i] = replace(a, body=new)
                    changed = True
            elif (
                plain
                and ab.verb == "choose"
                and ab.form.value in ("te", "continuative")
                and i + 1 < len(steps)
                and getattr(steps[i + 1].body, "verb", None) == "destroy"
                and getattr(steps[i + 1].body, "args", None) == ()
                and steps[i + 1].lead is None
                and steps[i + 1].condition is None
                and steps[i + 1].cost is None
            ):
                new = rewritten(steps[i + 1].body, roles, goals[0])
                if new is not None:
                    b = steps[i + 1]
                    steps[i : i + 2] = [
                        replace(b, body=new, lead=a.lead, lead_variant=a.lead_variant)
                    ]
                    changed = True
            i += 1
        sents[si] = replace(se, steps=tuple(steps))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sents)))


def _choose_then_discard(node: Any) -> Any:
    """「(対象は / 自軍は)手札1枚を選んで破棄する」 / 「手札を1枚選び、破棄する」: a choice of n cards of
    one's own hand, then a 「破棄する」 with no object — the discard of n hand cards the player
    picks (12.4.1, 12.4.2; the discarding player chooses, as for 「手札をn枚破棄する」): the node
    with the two steps read as 「手札をn枚破棄する」."""
    sents = list(getattr(getattr(node, "effect", None), "sentences", ()) or ())
    changed = False
    for si, se in enumerate(sents):
        steps = list(se.steps)
        for i in range(len(steps) - 1):
            a, b = steps[i], steps[i + 1]
            ab, bb = a.body, b.body
            if (
                getattr(ab, "verb", None) != "choose"
                or getattr(bb, "verb", None) != "destroy"
                or getattr(bb, "args", None) != ()
                or getattr(getattr(ab, "form", None), "value", None) not in ("te", "continuative")
                or b.lead is not None
                or b.condition is not None
                or a.condition is not None
                or a.cost is not None
                or b.cost is not None
            ):
                continue
            roles = {x.role.value: _terms(x.value) for x in ab.args}
            terms = [*roles.get("object", ()), *roles.get("none", ())]
            if set(roles) - {"topic", "object", "none"} or len(terms) != 2:
                continue
            zone, count = terms
            if (_cls(zone), getattr(zone, "id", None)) != ("Zone", "hand") or _cls(
                count
            ) != "Count":
                continue
            args = tuple(x for x in ab.args if x.role.value == "topic") + (
                A.Arg(role=A.Role.OBJECT, value=A.NounPhrase(terms=(zone,))),
                A.Arg(role=A.Role.NONE, value=A.NounPhrase(terms=(count,))),
            )
            merged = replace(
                b, body=replace(bb, args=args), lead=a.lead, lead_variant=a.lead_variant
            )
            steps[i : i + 2] = [merged]
            sents[si] = replace(se, steps=tuple(steps))
            changed = True
            break
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(sents)))


def _topic_with_this(node: Any) -> Any:
    """「このユニットと同じ地形に存在する対象は…する」 (the effect's one step): the place clause read as
    what 〈対象:～〉 asks of its units (``Target.with_this``) — the node with the topic 「対象は」
    alone and True, else the node unchanged and False."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    steps = [st for se in sents for st in se.steps]
    if len(steps) != 1:
        return node, False
    st = steps[0]
    args = getattr(st.body, "args", ())
    for i, a in enumerate(args):
        ts = _terms(a.value)
        if (
            a.role.value == "topic"
            and len(ts) == 2
            and _cls(ts[0]) == "Relative"
            and _with_this_unit(ts[0])
            and (_cls(ts[1]), getattr(ts[1], "id", None)) == ("Word", "target")
        ):
            arg = replace(a, value=replace(a.value, terms=(ts[1],), links=()))
            body = replace(st.body, args=(*args[:i], arg, *args[i + 1 :]))
            sent = replace(sents[0], steps=(replace(st, body=body),))
            return replace(node, effect=replace(node.effect, sentences=(sent,))), True
    return node, False


# 「このアイテム / この装備品 / この消耗品」: «この～» names the card it is printed on (4.7.2), as
# 「このカード」 does
_THIS_CARD_NOUNS = ("アイテム", "装備品", "消耗品")


def _is_this_card(terms: tuple[Any, ...]) -> bool:
    """「このカード」 / 「このアイテム」 / 「この装備品」 / 「この消耗品」: the card itself (4.7.2)."""
    ids = [(_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in terms]
    if ids == [("Ref", "this"), ("Word", "combat"), ("CardKind", "spell")]:
        return True  # 「この戦闘スペル」: the battle spell card it is printed on (4.7.2)
    if ids == [("Ref", "this"), ("CardKind", "spell")]:
        return True  # 「このスペル」: the same card, named by its kind's shorter word (4.7.2)
    return ids == [("Ref", "this_card")] or (
        len(ids) == 2
        and ids[0] == ("Ref", "this")
        and ids[1][0] == "Unknown"
        and ids[1][1] in _THIS_CARD_NOUNS
    )


def _wearing_this(rel: Any) -> bool:
    """「このアイテム / この装備品 / このカードを装備している / 装備した」: a relative clause naming
    the unit that wears the card itself — the unit 「このユニット」 names on an equipment (4.7.2;
    2.1.2.1.2.3's 「その「装備品」を装備しているユニット」; the rules' own 「装備品を装備した
    ユニット」 of 12.2.8.9 / 10.10.8.2 names the wearer in the past form — 装備 is no use declared
    in 10.1.4–10.1.5, so 10.13.1's 「～したユニット」 does not take it)."""
    cl = getattr(rel, "clause", None)
    form = getattr(getattr(cl, "form", None), "value", None)
    if getattr(cl, "verb", None) != "do" or form not in ("progressive", "past"):
        return False
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if len(cl.args) != 2 or set(roles) != {"object", "none"}:
        return False
    if [(_cls(t), getattr(t, "text", None)) for t in roles["none"]] != [("Unknown", "装備")]:
        return False
    return _is_this_card(roles["object"])


def _used_this(rel: Any) -> bool:
    """「この消耗品 / このアイテム / このカードを使用した / 使用している」: a relative clause naming
    the unit that uses the card itself — the unit that declared its use (10.13.1: 「～したユニット」
    is the unit that declared 「～」), the one an item in use or worn is on (4.7.2)."""
    cl = getattr(rel, "clause", None)
    form = getattr(getattr(cl, "form", None), "value", None)
    if getattr(cl, "verb", None) != "do" or form not in ("past", "progressive"):
        return False
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if len(cl.args) != 2 or set(roles) != {"object", "none"}:
        return False
    if [(_cls(t), getattr(t, "text", None)) for t in roles["none"]] != [("Unknown", "使用")]:
        return False
    return _is_this_card(roles["object"])


def _referent(terms: tuple[Any, ...]) -> str | None:
    """What a step's own noun names when it is not 「対象」 (``OnThis.of``): 「このユニット」
    (``this_unit``, 4.7.2); the unit the card is on — 「装備ユニット」, 「このアイテムを装備している
    ユニット」, 「この消耗品を使用したユニット」 (``wearer``: 4.7.2, 10.13.1); the card itself —
    「このカード」, 「このアイテム」, 「この装備品」, 「この消耗品」 (``card``: 4.7.2). None for any
    other noun (a group is ``_named_group``'s)."""
    ids = _shape(terms)
    if ids == [("Ref", "this_unit")]:
        return "this_unit"
    if ids == [("Ref", "equipped_unit")]:
        return "wearer"
    if (
        len(terms) == 2
        and ids[0][0] == "Relative"
        and ids[1] == ("CardKind", "unit")
        and (_wearing_this(terms[0]) or _used_this(terms[0]))
    ):
        return "wearer"
    if _is_this_card(terms):
        return "card"
    return None


def _possessed(np: Any) -> tuple[str, Any] | None:
    """「このユニットのダメージ」 / 「このユニットの受けている / が受けているダメージ」: a noun whose
    possessor (its first term, joined by の, or the subject of the relative clause before it) is
    what ``_referent`` names — (that referent, the noun with 「対象」 in its place), read as the
    same noun of 「対象」 is, done to the referent (``OnThis``). None for any other noun."""
    ts = _terms(np)
    if len(ts) < 2:
        return None
    target = A.NounPhrase(terms=(A.Word(id="target"),), links=())
    first = ts[0]
    links = tuple(getattr(np, "links", ()) or ())
    if _cls(first) == "Ref" and links[:1] == ("の",):
        who = _referent((first,))
        if who is None:
            return None
        return who, replace(np, terms=(A.Word(id="target"), *ts[1:]))
    if _cls(first) == "Relative":
        cl = first.clause
        cargs = tuple(getattr(cl, "args", ()) or ())
        if len(cargs) != 1 or cargs[0].role.value not in ("subject", "subject_no"):
            return None
        who = _referent(_terms(cargs[0].value))
        if who is None:
            return None
        rel = replace(first, clause=replace(cl, args=(replace(cargs[0], value=target),)))
        return who, replace(np, terms=(rel, *ts[1:]))
    return None


def _joined_referents(args: tuple[Any, ...]) -> list[tuple[Any, ...]] | None:
    """「対象とこのユニットに…」 / 「このユニットと対象を…」 / 「対象とこのカードを…」: one step on two
    things joined by と (the と-part, ``Role.WITH``, and the step's object or goal), each named
    by 「対象」 or by ``_referent`` — the step once on each, in the order written, as the text
    names them (10.10.4: what is not the target is acted on because the text names it; the
    shared ``joined_pair``). None when the step is not of that form."""
    from ruling.cardtext.steps import joined_pair

    def names(v: Any) -> bool:
        ts = _terms(v)
        on_target = _shape(ts) == [("Word", "target")]
        return on_target or _referent(ts) is not None

    got = joined_pair(A.Action("do", args), (A.Role.OBJECT, A.Role.GOAL), names)
    return None if got is None else [one.args for one in got]


def _fought_this(rel: Any) -> bool:
    """「このユニットと戦闘した / 戦闘している」: a relative clause of 戦闘(する) with this unit."""
    return _fought_by(rel) == "this"


def _fought_by(rel: Any) -> str | None:
    """「(このユニット | 装備ユニット | このアイテムを装備しているユニット)と戦闘した / 戦闘している」:
    a relative clause of 戦闘(する) with the unit 「このユニット」 names (4.7.2) — "this" — or with
    the unit wearing this equipment (〈対象:装備ユニット〉's unit, 4.7.2; none on a card that is not
    an item) — "worn"; else None."""
    cl = getattr(rel, "clause", None)
    if getattr(cl, "verb", None) != "do":
        return None
    if getattr(getattr(cl, "form", None), "value", None) not in ("past", "progressive"):
        return None
    args = tuple(getattr(cl, "args", ()) or ())
    roles = {a.role.value: _terms(a.value) for a in args}
    if len(args) != 2 or set(roles) != {"with", "none"}:
        return None
    if _shape(roles["none"]) != [("Word", "combat")]:
        return None
    who = list(roles["with"])
    ids = _shape(who)
    if ids == [("Ref", "this_unit")]:
        return "this"
    if ids == [("Ref", "equipped_unit")]:
        return "worn"
    if (
        len(who) == 2
        and ids[1] == ("CardKind", "unit")
        and _cls(who[0]) == "Relative"
        and _wearing_this(who[0])
    ):
        return "worn"  # 「このアイテムを装備しているユニットと…」: 〈対象:装備ユニット〉 in other words
    return None


def _fighting(rel: Any) -> bool:
    """「戦闘している」 with no partner: a relative clause of 戦闘(する), now (8.2.3); or
    「(この)戦闘を行っている」 — the same said with 行う and its object, 「この戦闘」 being the battle
    going on (the rules' own words for the battle's terrain, 8.3.7.3, 10.9.1)."""
    cl = getattr(rel, "clause", None)
    args = tuple(getattr(cl, "args", ()) or ())
    if getattr(getattr(cl, "form", None), "value", None) != "progressive" or len(args) != 1:
        return False
    shape = _shape(_terms(args[0].value))
    if getattr(cl, "verb", None) == "perform":
        return args[0].role.value == "object" and shape in (
            [("Word", "combat")],
            [("Ref", "this"), ("Word", "combat")],
        )
    return (
        getattr(cl, "verb", None) == "do"
        and args[0].role.value == "none"
        and shape == [("Word", "combat")]
    )


def _exists_in(rel: Any, place: tuple[str, str]) -> str | None:
    """「自軍 / 敵軍<place>に存在する」: own / enemy, else None — the place a term pair
    (``Zone`` ``headquarters`` for 本陣, ``Word`` ``controlled_terrain`` for 支配地形)."""
    cl = getattr(rel, "clause", None)
    args = getattr(cl, "args", ())
    if getattr(cl, "verb", None) != "exist_in" or len(args) != 1 or args[0].role.value != "goal":
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "final":
        return None
    ts = [
        (_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in _terms(args[0].value)
    ]
    if len(ts) != 2 or ts[0][0] != "Owner" or ts[1] != place:
        return None
    return _OWNERS.get(str(ts[0][1]))


def _in_headquarters(rel: Any) -> str | None:
    """「自軍 / 敵軍本陣に存在する」: own / enemy, else None."""
    return _exists_in(rel, ("Zone", "headquarters"))


def _in_controlled(rel: Any) -> str | None:
    """「自軍 / 敵軍支配地形に存在する」 (5.1.2.11, 5.1.2.12): own / enemy, else None."""
    return _exists_in(rel, ("Word", "controlled_terrain"))


def _this_belongs(rel: Any) -> bool:
    """「このユニットが属する」 (a relative clause of 属する whose subject is 「このユニット」, with
    nothing else said): what the next word (パーティ) names is the unit's own (4.4.1)."""
    cl = getattr(rel, "clause", None)
    args = tuple(getattr(cl, "args", ()) or ())
    return (
        getattr(cl, "verb", None) == "belong"
        and getattr(getattr(cl, "form", None), "value", None) == "final"
        and len(args) == 1
        and args[0].role.value == "subject"
        and _shape(_terms(args[0].value)) == [("Ref", "this_unit")]
    )


def _same_as_this(rel: Any, who: tuple[str, str] = ("Ref", "this_unit")) -> bool:
    """「このユニットと同じ」: a relative clause of 同じ with 「このユニット」 (``who``: 「対象と
    同じ」 with ("Word", "target"))."""
    same = getattr(rel, "clause", None)
    sargs = getattr(same, "args", ())
    return (
        getattr(same, "verb", None) == "same"
        and len(sargs) == 1
        and sargs[0].role.value == "with"
        and [(_cls(x), getattr(x, "id", None)) for x in _terms(sargs[0].value)] == [who]
    )


def _fighting_here(rel: Any) -> bool:
    """「この地形で戦闘している」: a relative clause of 戦闘(する) on this terrain, now; or
    「この地形で戦闘に参加している」 — the same said with 参加, the rules' own word for a unit of the
    battle going on (8.2.3: 「戦闘に参加しているユニット」)."""
    cl = getattr(rel, "clause", None)
    verb = getattr(cl, "verb", None)
    if verb not in ("do", "participate"):
        return False
    if getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return False
    roles = {a.role.value: _shape(_terms(a.value)) for a in cl.args}
    return len(cl.args) == 2 and roles == {
        "means": [("Ref", "this"), ("CardKind", "terrain")],
        "none" if verb == "do" else "goal": [("Word", "combat")],
    }


def _one(count: Any) -> bool:
    """「1体」: exactly one."""
    num = getattr(count, "number", None)
    return getattr(count, "bound", None) == "exact" and getattr(num, "value", None) == 1


# the words of a battle going on (8.2.3): 「戦闘が発生している」 (8.3.2.9's) and 「戦闘が行われている」
_BATTLE_GOING_ON = (("occur", "progressive"), ("perform", "passive_prog"))


def _activation(cond: Any) -> tuple[str, Any]:
    """〈発動条件:この地形に(自軍/敵軍)ユニットが存在する〉 (14.8.2, 10.1.4): ("units_here",
    owner): a unit (of that side) is on the terrain the ability's card is; any other form is
    refused."""
    cl = getattr(cond, "clause", None)
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if (
        (getattr(cl, "verb", None), getattr(getattr(cl, "form", None), "value", None))
        in _BATTLE_GOING_ON
        and len(getattr(cl, "args", ())) == 2
        and _shape(roles.get("means", ())) == [("Ref", "this"), ("CardKind", "terrain")]
        and _shape(roles.get("subject", ())) == [("Word", "combat")]
    ):
        # 〈発動条件:この地形で戦闘が発生している / 行われている〉: a battle going on on the card's
        # terrain
        return "battle_here", None
    if (
        getattr(cl, "verb", None) == "do"
        and getattr(getattr(cl, "form", None), "value", None) == "progressive"
        and len(getattr(cl, "args", ())) == 3
        and _shape(roles.get("means", ())) == [("Ref", "this"), ("CardKind", "terrain")]
        and _shape(roles.get("none", ())) == [("Word", "combat")]
    ):
        # 〈発動条件:(自軍 / 敵軍)ユニットがこの地形で戦闘している〉: a battle going on on the card's
        # terrain with a unit of that side in it (8.2.3)
        subj = [
            (_cls(t), getattr(t, "who", None) or getattr(t, "id", None))
            for t in roles.get("subject", ())
        ]
        if subj == [("CardKind", "unit")]:
            return "battle_here", None
        if len(subj) == 2 and subj[0][0] == "Owner" and subj[1] == ("CardKind", "unit"):
            owner = _OWNERS.get(str(subj[0][1]))
            if owner is not None:
                return "battle_here", owner
        raise Unsupported("〈発動条件:…〉 of a form not run yet")
    if (
        getattr(cl, "verb", None) == "be"
        and getattr(getattr(cl, "form", None), "value", None) == "nominal"
        and [
            (_cls(t), getattr(t, "who", None) or getattr(t, "id", None))
            for t in roles.get("predicate", ())
        ]
        in ([("Owner", "own_army"), ("Word", "turn")], [("Owner", "enemy_army"), ("Word", "turn")])
        and len(getattr(cl, "args", ())) == 1
    ):
        # 〈発動条件:自軍ターン〉 / 〈発動条件:敵軍ターン〉: the turn is the using player's / the
        # other's (7.1.2.1: the turn's player is its 進軍側)
        return "turn", "own" if roles["predicate"][0].who == "own_army" else "enemy"
    if getattr(cl, "verb", None) == "exist_in" and (
        set(roles) != {"goal", "subject"} or len(getattr(cl, "args", ())) != 2
    ):
        # 〈発動条件:この地形に敵軍ユニットが2体以上存在する〉, 〈…に「種族:X」のユニットが存在する〉:
        # the units so described, counted, as 「…が存在する場合」 reads them (``_exists``), on the
        # ability's card
        counted = _exists(cl)
        if counted is not None:
            return "exists", counted  # type: ignore[return-value]
    if (
        getattr(cl, "verb", None) != "exist_in"
        or set(roles) != {"goal", "subject"}
        or len(getattr(cl, "args", ())) != 2
    ):
        raise Unsupported("〈発動条件:…〉 of a form not run yet")
    goal = _shape(roles["goal"])
    subj = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in roles["subject"]]
    owner = None
    if subj[:1] and subj[0][0] == "Owner":
        owner = _OWNERS.get(str(subj[0][1]))
        if owner is None:
            raise Unsupported("〈発動条件:…〉 of a form not run yet")
        subj = subj[1:]
    if goal != [("Ref", "this"), ("CardKind", "terrain")] or subj != [("CardKind", "unit")]:
        counted = _exists(cl)
        if counted is not None:
            return "exists", counted  # type: ignore[return-value]
        raise Unsupported("〈発動条件:…〉 of a form not run yet")
    if getattr(getattr(cl, "form", None), "value", None) != "final":
        counted = _exists(cl)  # 〈発動条件:この地形に敵軍ユニットが存在しない〉
        if counted is not None:
            return "exists", counted  # type: ignore[return-value]
        raise Unsupported("〈発動条件:…〉 of a form not run yet")
    return "units_here", owner


def _activation_of(cond: Any) -> tuple[str, Any]:
    """〈発動条件:～〉 (14.8.2): the forms ``_activation`` reads, else ～ read as the condition
    「～場合」 of a step (``_target_condition``; the grammar gives ～ without the ending
    「(の)場合」 it may be printed with) when that condition is one read on the ability's card
    relative to its player (``common.ON_CARD_KINDS``: 「自軍が守備側」 1.3.7, 「自軍手札が2枚以下」
    5.1.4.3, 「この地形に自軍ユニットが存在しない」 5.1.2.4 …): ("cond", condition), checked when
    the use is declared (10.1.4). A condition about a target or a unit is refused: 〈発動条件:～〉
    is checked before there is one."""
    from ruling.games._mc.common import ON_CARD_KINDS

    try:
        return _activation(cond)
    except Unsupported as exc:
        refused = exc
    cl = getattr(cond, "clause", None)
    nominal = (getattr(cl, "verb", None), getattr(getattr(cl, "form", None), "value", None)) == (
        "be",
        "nominal",
    )
    try:
        read = _target_condition(replace(cond, marker="no_baai" if nominal else "baai"))
    except Unsupported:
        raise refused from None
    inner = read[1] if read is not None and read[0] == "not" else read
    if inner is None or inner[0] not in ON_CARD_KINDS:
        raise refused
    return "cond", read


def _damaged(cl: Any) -> bool | None:
    """「対象がダメージを受けている / 受けていない」: True / False, else None."""
    form = getattr(getattr(cl, "form", None), "value", None)
    if getattr(cl, "verb", None) != "receive" or form not in ("progressive", "progressive_neg"):
        return None
    roles = {a.role.value: _shape(_terms(a.value)) for a in getattr(cl, "args", ())}
    if roles != {"subject": [("Word", "target")], "object": [("Word", "damage")]}:
        return None
    return form == "progressive"


def _plain_player_target(node: Any) -> bool:
    """〈対象:自軍プレイヤー〉 (the own player as the target, 10.10.1), as the grammar types it."""
    tgt = getattr(node, "target", None)
    args = getattr(tgt, "args", ()) if tgt is not None else ()
    if len(args) != 1:
        return False
    return [getattr(t, "who", None) for t in _terms(args[0].value)] == ["own_army", "player"]


def _names_this_card(node: Any) -> bool:
    """Whether the ability's condition or effect names 「このカード」 (a summon or placement of the
    card itself may be what it speaks of)."""
    from grammar.ast import walk

    return any(
        getattr(n, "id", None) == "this_card"
        for part in (node.condition, node.effect)
        if part is not None
        for n in walk(part)
    )


# the form a clause joined to the next one is printed in -> the form it has alone, and the
# marker 「…場合」 it then takes: 「XがYであり、」 -> 「XがYの場合」, 「Xが…し、」 -> 「Xが…する場合」
_JOINED_FORMS = {"continuative": ("final", "baai"), "te": ("final", "baai")}


def _conjoined(cond: Any, cl: Any) -> tuple[str, tuple[Any, ...]]:
    """「AであるかつBの場合」 printed as clauses: 「XがYであり、(かつ)ZがWの場合」 — each clause read
    as the condition it is alone (``_target_condition``; a joined clause in its own form: the
    copula's 「であり」 as 「…の場合」, a verb's 「し、」 as 「…する場合」), all to hold (4.7.7's
    「かつ」: both). The parts must be read on one same card — all about the game read on the
    ability's card (``common.ON_CARD_KINDS``), or all about the target, or all about 「この
    ユニット」 — else refused (a condition is read on one card, ``common.condition_card``)."""
    parts: list[tuple[str, tuple[Any, ...]]] = []
    n = len(cl.args)
    for k, arg in enumerate(cl.args):
        (rel,) = _terms(arg.value) if len(_terms(arg.value)) == 1 else (None,)
        part = getattr(rel, "clause", None)
        if _cls(rel) != "Relative" or part is None:
            raise Unsupported("a condition of a form not run yet")
        marker = cond.marker
        form = getattr(getattr(part, "form", None), "value", None)
        if k < n - 1:
            if form == "continuative" and part.verb == "be":
                part, marker = replace(part, form=A.Form.NOMINAL), "no_baai"
            elif form in _JOINED_FORMS:
                part = replace(part, form=A.Form.FINAL)
                marker = _JOINED_FORMS[form][1]
            else:
                raise Unsupported("a condition of a form not run yet")
        got = _target_condition(replace(cond, clause=part, marker=marker))
        if got is None:
            raise Unsupported("a condition of a form not run yet")
        parts.append(got)
    return _all_parts(parts)


def _copula_then(cond: Any, cl: Any) -> tuple[Any, Any] | None:
    """「この地形が自軍支配地形で、自軍捨て山に「X」が存在する場合」: the grammar types 「AがBで、」
    before a clause with a subject of its own as a means of that clause — the copula's 「で、」
    joins two clauses (as 「であり、」 does, ``_conjoined``). Returned: 「AがBの場合」 and the rest
    「…が存在する場合」, each a condition alone; else None."""
    args = tuple(getattr(cl, "args", ()))
    if len(args) < 4 or cond.marker != "baai":
        return None
    first, means, rest = args[0], args[1], args[2:]
    if (
        first.role.value != "subject"
        or means.role.value != "means"
        or not means.pause
        or sum(a.role.value == "subject" for a in rest) != 1
        or any(a.role.value in ("means", "topic") for a in rest)
    ):
        return None
    be = A.Action(
        "be",
        (replace(first, pause=False), A.Arg(A.Role.PREDICATE, means.value)),
        A.Form.NOMINAL,
    )
    return replace(cond, clause=be, marker="no_baai"), replace(cond, clause=replace(cl, args=rest))


def _all_parts(parts: list[tuple[str, tuple[Any, ...]]]) -> tuple[str, tuple[Any, ...]]:
    """Conditions joined (4.7.7's 「かつ」: all to hold), read on one same card — all about the game
    read on the ability's card (``common.ON_CARD_KINDS``), or all about the target, or all about
    「このユニット」 — else refused (a condition is read on one card, ``common.condition_card``)."""
    from ruling.games._mc.common import ON_CARD_KINDS, on_this

    def reads_on(p: tuple[str, tuple[Any, ...]]) -> str:
        # the card a part is read on (``common.condition_card`` / ``common.guard_card``)
        if p[0] in ON_CARD_KINDS:
            return "card"
        return "this" if on_this(p) else "target"

    on = {reads_on(p) for p in parts}
    if len(on) != 1:
        raise Unsupported("a condition joining parts read on different cards not run yet")
    if on == {"this"}:
        if any(p[0] != "on_this" for p in parts):
            raise Unsupported("a condition joining parts read on different cards not run yet")
        return "on_this", ("and", tuple(p[1] for p in parts))
    return "and", tuple(parts)


def _is_and_damaged(cl: Any) -> tuple[Any, ...] | None:
    """「対象が「種族:X」で、ダメージを受けている」: a lone characteristic before a paused 「で、」
    (typed as a means) and 「対象がダメージを受けている / 受けていない」 — (the characteristic,
    ("damaged", (True / False,))); else None."""
    args = tuple(getattr(cl, "args", ()))
    means = [a for a in args if a.role.value == "means"]
    if len(means) != 1 or not means[0].pause:
        return None
    ts = _terms(means[0].value)
    if len(ts) != 1 or _cls(ts[0]) != "Characteristic":
        return None
    damaged = _damaged(replace(cl, args=tuple(a for a in args if a is not means[0])))
    if damaged is None:
        return None
    return (_characteristic(ts[0]), ("damaged", (damaged,)))


# the zones whose cards a condition counts: the hand (its count public, 5.1.4.3) and the
# discard pile (its contents public, 5.1.5.6)
# the zones whose cards a condition counts: the hand (5.1.4.3), the discard pile (5.1.5.6) and
# the deck (5.1.3.6: its count is public, its contents are not)
_COUNTED = {"hand": "hand", "discard_pile": "discard", "deck": "deck", "removed_zone": "removed"}


def _hand_count(cl: Any) -> tuple[str, str, int, str, Any] | None:
    """「自軍 / 敵軍(の)手札 / 捨て山(のカード)がn枚(以上 / 以下)」 and 「(自軍 / 敵軍)(の)捨て山に
    (「種族 / 属性:X」の)(ユニット / …)カードがn枚(以上 / 以下)ある」: (owner, op, n, zone, filter)
    — the cards of that side's zone counted (a 捨て山 without 自軍 / 敵軍 is the own one,
    5.1.5.5), only those meeting ``filter`` (a race / attribute / card type, read as a cost's
    (～) is: ``_cost_restriction``) in the discard pile; else None."""
    args = tuple(getattr(cl, "args", ()))
    roles = {a.role.value: _terms(a.value) for a in args}
    verb = getattr(cl, "verb", None)
    filt: Any = None
    if (
        verb == "be"
        and set(roles) == {"topic", "subject", "predicate"}
        and len(args) == 3
        and _shape(roles["topic"]) == [("Word", "target")]
    ):
        # 「対象は手札が3枚以下の場合」 (〈対象:自軍 / 敵軍プレイヤー〉): that player's zone, the
        # owner "target" (the program reads it from its target, ``_target_hand``)
        where, count = [A.Owner(who="target"), *roles["subject"]], roles["predicate"]
    elif verb == "be" and set(roles) == {"subject", "predicate"} and len(args) == 2:
        where, count = list(roles["subject"]), roles["predicate"]
        if where and (_cls(where[0]), getattr(where[0], "id", None)) == ("Word", "target"):
            where = [A.Owner(who="target"), *where[1:]]  # 「対象の手札が…」: the target's
        zi = next((i for i, t in enumerate(where) if _cls(t) == "Zone"), None)
        if zi is not None and where[zi + 1 :]:
            # 「捨て山のカードが」: the zone's cards; 「自軍捨て山のユニットカードが5枚以上」: those of
            # them meeting the description (as 「捨て山に…カードがn枚以上ある」 reads it)
            what = where[zi + 1 :]
            where = where[: zi + 1]
            if _shape(what) != [("CardKind", "card")]:
                try:
                    filt = _cost_restriction(what)
                except Unsupported:
                    return None  # 「捨て山の一番上のカード」: a card at a position (``_zone_card``)
    elif (
        verb in ("exist_thing", "exist_in")
        and set(roles) == {"goal", "subject", "none"}
        and len(args) == 3
        and getattr(getattr(cl, "form", None), "value", None) == "final"
    ):
        # 「…捨て山に…カードがn枚以上ある / 存在する」: the two verbs of a thing being somewhere
        where, count = list(roles["goal"]), roles["none"]
        what = roles["subject"]
        if _shape(what) != [("CardKind", "card")]:
            filt = _cost_restriction(what)
    elif (
        verb in ("exist_thing", "exist_in")
        and set(roles) == {"goal", "subject"}
        and len(args) == 2
        and getattr(getattr(cl, "form", None), "value", None) in ("final", "negative")
        and _shape(roles["subject"]) == [("Name", None)]
    ):
        # 「自軍除外ゾーンに「墓守の鐘」が存在する / 存在しない」: a card of that name (2.1.5.1) in
        # that side's zone — counted, 1 or more / none
        where = list(roles["goal"])
        filt = ("card_name", (str(roles["subject"][0].text),))
        none = getattr(getattr(cl, "form", None), "value", None) == "negative"
        count = (A.Count(A.Number(0 if none else 1), "card", "exact" if none else "at_least"),)
    elif (
        verb in ("exist_thing", "exist_in")
        and set(roles) == {"subject", "none"}
        and len(args) == 2
        and getattr(getattr(cl, "form", None), "value", None) == "final"
    ):
        # 「自軍除外ゾーンのカードが5枚以上ある」: the zone's cards counted, as 「自軍除外ゾーンの
        # カードが5枚以上」 (the ``be`` form above) reads them
        where, count = list(roles["subject"]), roles["none"]
        zi = next((i for i, t in enumerate(where) if _cls(t) == "Zone"), None)
        if zi is None or not where[zi + 1 :]:
            return None
        what = where[zi + 1 :]
        where = where[: zi + 1]
        if _shape(what) != [("CardKind", "card")]:
            try:
                filt = _cost_restriction(what)
            except Unsupported:
                return None
    elif (
        verb in ("exist_thing", "exist_in")
        and set(roles) == {"subject"}
        and len(args) == 1
        and getattr(getattr(cl, "form", None), "value", None) in ("final", "negative")
        and any(_cls(t) == "Zone" for t in roles["subject"])
    ):
        # 「自軍手札がない」 / 「自軍捨て山がある」: the zone holds no card / some card — its count
        # 0 / 1 or more
        where = list(roles["subject"])
        none = getattr(getattr(cl, "form", None), "value", None) == "negative"
        count = (A.Count(A.Number(0 if none else 1), "card", "exact" if none else "at_least"),)
    else:
        return None
    kinds = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in where]
    owner = "own"
    if kinds and kinds[0][0] == "Owner":
        owner = "target" if kinds[0][1] == "target" else _OWNERS.get(str(kinds[0][1]), "")
        kinds = kinds[1:]
    if not owner or len(kinds) != 1 or kinds[0][0] != "Zone" or kinds[0][1] not in _COUNTED:
        return None
    zone = _COUNTED[str(kinds[0][1])]
    if zone in ("hand", "deck") and (filt is not None or len(where) != 2):
        # a hand's / a deck's contents are not public (5.1.4.3, 5.1.3.6): only its count is read
        return None
    if len(count) != 1 or _cls(count[0]) != "Count":
        return None
    num, op = getattr(count[0].number, "value", None), _STAT_BOUNDS.get(str(count[0].bound))
    if (
        not isinstance(num, int)
        or op is None
        or getattr(count[0].number, "variable", None)
        or getattr(count[0], "unit", None) not in ("card", None)
    ):
        return None
    return owner, op, num, zone, filt


def _turn_period_as_condition(node: Any, mark: str) -> Any:
    """「自軍 / 敵軍ターン中、対象に「防御力:+1」を付与する」 on a ○ ability: a ○ ability's effect is
    in force while its conditions hold, read again at every moment (14.5.4.3), so the period
    printed before its one sentence (typed as a nominal step) is its condition 「自軍 / 敵軍ターン
    の場合」 (``_whose_turn``, 1.3.7, 7.1.2.1). On another mark (a period that would be a
    duration) or beside a condition of its own: left as printed (refused where it is read)."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if mark != "○" or node.condition is not None or len(sents) != 1 or len(sents[0].steps) < 2:
        return node
    first = sents[0].steps[0]
    b = shared.lone_predicate(first)
    if b is None or _whose_turn(b) is None:
        return node
    steps = sents[0].steps[1:]
    if steps[0].condition is not None:
        return node
    cond = A.Condition(clause=b, marker="no_baai")
    return replace(
        node,
        condition=cond,
        effect=replace(node.effect, sentences=(replace(sents[0], steps=steps),)),
    )


def _as_long_as(node: Any, mark: str) -> Any:
    """「このユニットが戦闘に参加している限り、対象に「防御力:+1」を付与する」 on a ○ ability: a ○
    ability's effect is in force while its conditions hold, read again at every moment (14.5.4.3:
    「条件」や「対象」), so 「Xている限り」 is its condition 「Xている場合」. One sentence only (how far
    「限り」 reaches is not said); on another mark (a use's effect lasting 「as long as」) not read."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if mark != "○" or node.condition is not None or len(sents) != 1 or not sents[0].steps:
        return node
    first = sents[0].steps[0]
    if getattr(first.condition, "marker", None) != "kagiri" or first.cost is not None:
        return node
    steps = (replace(first, condition=None), *sents[0].steps[1:])
    return replace(
        node,
        condition=replace(first.condition, marker="baai"),
        effect=replace(node.effect, sentences=(replace(sents[0], steps=steps),)),
    )


def _topic_of_condition(node: Any) -> Any:
    """「対象は手札が3枚以下の場合、カードを1枚引く」: 「対象は」 is the topic of the whole sentence,
    its condition and its steps — a step of that sentence with no topic or subject of its own
    and not naming 対象 is done by 対象 (as 「…場合、対象はカードを1枚引く」)."""
    cl = getattr(getattr(node, "condition", None), "clause", None)
    topics = [a for a in getattr(cl, "args", ()) if a.role.value == "topic"]
    if len(topics) != 1 or _shape(_terms(topics[0].value)) != [("Word", "target")]:
        return node
    sentences = list(getattr(node.effect, "sentences", ()))
    if not sentences:
        return node

    def names_target(args: Any) -> bool:
        return any(
            (_cls(t), getattr(t, "id", None)) == ("Word", "target")
            for a in args
            for t in _terms(a.value)
        )

    # the sentence's first step takes it, as printed 「…場合、対象は手札1枚を選んで破棄する」 (the
    # steps after it go on with the same doer)
    steps = list(sentences[0].steps)
    body = steps[0].body if steps else None
    args = tuple(getattr(body, "args", ()) or ())
    if (
        _cls(body) != "Action"
        or any(a.role.value in ("topic", "subject") for a in args)
        or names_target(args)
    ):
        return node
    steps[0] = replace(steps[0], body=replace(body, args=(topics[0], *args)))
    sentences[0] = replace(sentences[0], steps=tuple(steps))
    return replace(node, effect=replace(node.effect, sentences=tuple(sentences)))


def _among_targets(
    cond: tuple[str, tuple[Any, ...]] | None, target: Target | None
) -> tuple[str, tuple[Any, ...]] | None:
    """「対象の中に「属性:光」のユニットが存在する場合」 (``among``): one of the units the
    〈対象:～〉 takes in is so described — the same count as 「<the target's place>に<units>が
    存在する」 (``exists``): 〈対象:自軍 / 敵軍パーティ〉 the party (4.4.1), 〈対象:この地形に存在する
    (自軍 / 敵軍)ユニットすべて〉 this terrain (5.1.2.4), 〈対象:(自軍 / 敵軍)ユニットすべて〉 the
    battlefield, that side's units. A target that asks more of its units (「「種族:X」の…」) or is
    chosen (ユニット1体) is refused: the units it takes in are not a place's."""
    if cond is None or cond[0] != "among":
        return cond
    place, owner, *rest = cond[1]
    if target is None or target.where or target.named or target.worn or target.fought:
        raise Unsupported("「対象の中に…」 with a target of this kind not run yet")
    if target.kind == "party":
        where = "party"
    elif target.kind == "all_units":
        where = "here" if target.here else "battlefield"
    else:
        raise Unsupported("「対象の中に…」 with a target of this kind not run yet")
    if owner is not None and target.owner is not None and owner != target.owner:
        raise Unsupported("「対象の中に」 units of the other side than the target's")
    return "exists", (where, owner or target.owner, *rest)


def _target_hand(
    cond: tuple[str, tuple[Any, ...]] | None, target: Target | None
) -> tuple[str, tuple[Any, ...]] | None:
    """A count of 「対象」's hand or discard pile (「対象は手札が3枚以下の場合」, owner "target"):
    the side of 〈対象:自軍 / 敵軍プレイヤー〉 (10.10.1), read as 「自軍 / 敵軍手札が…」; with a
    target that is not one player, refused."""
    if cond is None or cond[0] != "hand_count" or cond[1][0] != "target":
        return cond
    if target is None or target.kind != "player" or target.owner not in ("own", "enemy"):
        raise Unsupported("「対象の手札が…の場合」 with a target other than one player")
    return "hand_count", (target.owner, *cond[1][1:])


def _among_clause(cl: Any) -> tuple[Any, ...] | None:
    """「対象の中に<units>が存在する / 存在しない」 (「対象の中で」, 「対象に…が含まれる」 no): the
    count ``_exists`` reads of <units> with no place, else None."""
    if getattr(cl, "verb", None) != "exist_in":
        return None
    goals = [a for a in cl.args if a.role.value == "goal"]
    if len(goals) != 1 or _shape(_terms(goals[0].value)) != [
        ("Word", "target"),
        ("Word", "during"),
    ]:
        return None
    counted = _exists(replace(cl, args=tuple(a for a in cl.args if a is not goals[0])))
    if counted is None or counted[0] != "battlefield":
        return None
    return counted


def _count_as_existence(cl: Any) -> Any:
    """A count of units said in any of the ways a card may print it, as the clause
    「<place>に<units>がn体以上存在する」 that ``_exists`` reads (the same count, 5.1.2.4, 4.4.1):

    * 「自軍パーティがn体以上」 (the party itself counted: its units, 4.4.1);
    * 「<place>の<units>がn体以上」, 「<place>の<units>数がn以上」 (数: the count with no unit);
    * 「<place>に存在する<units>がn体以上」 (the place in a relative clause);
    * 「<place>にn体以上の<units>が存在する」 (the count before the noun).

    None when the clause is none of these."""
    verb = getattr(cl, "verb", None)
    form = getattr(getattr(cl, "form", None), "value", None)
    args = tuple(getattr(cl, "args", ()) or ())
    roles = {a.role.value: a for a in args}
    if len(roles) != len(args):
        return None

    def clause(place: tuple[Any, ...], units: tuple[Any, ...], count: Any) -> Any:
        new = (
            *(
                (A.Arg(A.Role.GOAL, A.NounPhrase(terms=place, links=("",) * (len(place) - 1))),)
                if place
                else ()
            ),
            A.Arg(A.Role.SUBJECT, A.NounPhrase(terms=units, links=("の",) * (len(units) - 1))),
            A.Arg(A.Role.NONE, A.NounPhrase(terms=(count,))),
        )
        return replace(cl, verb="exist_in", args=new, form=A.Form.FINAL)

    def body_count(c: Any) -> Any:
        # 「n体以上」 / 「n以上」 (after 「…数が」): the count of units (体, 2.1.1.1)
        if _cls(c) != "Count" or getattr(c, "unit", None) not in ("body", "none", None):
            return None
        return replace(c, unit="body")

    if verb == "be" and form == "nominal" and set(roles) == {"subject", "predicate"}:
        pred = _terms(roles["predicate"].value)
        count = body_count(pred[0]) if len(pred) == 1 else None
        if count is None:
            return None
        ts = list(_terms(roles["subject"].value))
        links = list(getattr(roles["subject"].value, "links", ()) or ())
        if ts and (_cls(ts[-1]), getattr(ts[-1], "id", None)) == ("Word", "number"):
            ts, links = ts[:-1], links[:-1]  # 「…ユニット数」: the number of those units
        elif getattr(pred[0], "unit", None) == "none":
            return None  # 「…が3以上」 with no 体 and no 数: a value, not a count
        if _shape(ts[1:]) == [("Word", "party")] and _cls(ts[0]) == "Owner":
            return clause(tuple(ts), (A.CardKind(id="unit"),), count)  # 「自軍パーティが3体以上」
        if ts and _cls(ts[0]) == "Relative":
            rel = ts[0].clause
            rargs = tuple(getattr(rel, "args", ()) or ())
            if (
                getattr(rel, "verb", None) == "exist_in"
                and getattr(getattr(rel, "form", None), "value", None) == "final"
                and [a.role.value for a in rargs] == ["goal"]
            ):
                return clause(tuple(_terms(rargs[0].value)), tuple(ts[1:]), count)
            return None
        if "の" in links:
            cut = links.index("の")
            return clause(tuple(ts[: cut + 1]), tuple(ts[cut + 1 :]), count)
        if ts and (_cls(ts[-1]), getattr(ts[-1], "id", None)) == ("CardKind", "unit"):
            # 「(「種族:X」の)自軍ユニットが3体以上」 with no place: the units on the battlefield
            # (2.1.1.1), as 「…ユニットが3体以上存在する」 with none (``_exists``)
            return clause((), tuple(ts), count)
        return None
    if verb == "exist_in" and form == "final" and "subject" in roles and "none" not in roles:
        ts = _terms(roles["subject"].value)
        count = body_count(ts[0]) if ts else None
        if count is None or len(ts) < 2:
            return None
        place = tuple(_terms(roles["goal"].value)) if "goal" in roles else ()
        if set(roles) - {"goal", "subject"}:
            return None
        return clause(place, tuple(ts[1:]), count)  # 「…に3体以上のユニットが存在する」
    return None


# the places of ``_exists`` read on the target (「対象と同じ地形 / パーティに」): ``exists_target``
_ON_TARGET_PLACES = ("with_target", "target_party")
# the battle going on as a place units take part in (8.2.3): 「この戦闘に」 / 「戦闘に」
_THE_BATTLE = ([("Ref", "this"), ("Word", "combat")], [("Word", "combat")])


def _exists(cl: Any) -> tuple[Any, ...] | None:
    """「(この地形 / 自軍・敵軍パーティ)に(「種族 / 属性:X」の)(自軍 / 敵軍)ユニットが(自身以外に)
    (n体以上 / 以下 / n体)存在する / 存在しない」: (place, owner, kind, values, op, n, but_self) —
    place "here" (the terrain the ability's card is on, 5.1.2.4) or "party" (that side's party on
    that terrain, 4.4.1); owner own / enemy / None (relative to the ability's unit or card, on
    which the condition is read: ``common.condition_card``); op and n the count compared
    (存在する: at least one; 存在しない: none); but_self 「自身以外に」 (that unit not counted).
    Else None."""
    form = getattr(getattr(cl, "form", None), "value", None)
    place = owner = None
    if (
        getattr(cl, "verb", None) == "participate"
        and form in ("progressive", "progressive_neg")
        and any(a.role.value == "goal" and _shape(_terms(a.value)) in _THE_BATTLE for a in cl.args)
    ):
        # 「この戦闘に…ユニットが参加している / していない」: the units taking part in the battle
        # going on (8.2.3), as 「…が存在する」 counts them (place "battle")
        place = "battle"
        form = "final" if form == "progressive" else "negative"
        cl = replace(
            cl,
            verb="exist_in",
            args=tuple(
                a
                for a in cl.args
                if not (a.role.value == "goal" and _shape(_terms(a.value)) in _THE_BATTLE)
            ),
        )
    if getattr(cl, "verb", None) != "exist_in":
        return None
    if form not in ("final", "negative"):
        return None
    but_self = False
    units_of: tuple[Any, ...] | None = None
    count = None
    for a in cl.args:
        ts = _terms(a.value)
        ids = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in ts]
        role = a.role.value
        if (
            role == "goal"
            and len(ids) == 2
            and ids[0][0] == "Owner"
            and ids[1] == ("Zone", "headquarters")
            and place is None
        ):
            # 「自軍 / 敵軍本陣に」: the area of that side's headquarters (5.1.2.8), relative to the
            # ability's card; the units there of either side unless the subject names one
            side = _OWNERS.get(str(ids[0][1]))
            if side is None:
                return None
            place = f"hq_{side}"
        elif role == "goal" and ids == [("Ref", "this"), ("CardKind", "terrain")] and place is None:
            place = "here"
        elif role == "goal" and _next_to_this(ts) and place is None:
            # 「この地形に隣接した / する地形に」: the terrains next to (5.1.2.18: vertically or
            # horizontally) the ability's card's, as 「この地形が…の存在する地形に隣接している」
            # reads them (place ``next_to_here``)
            place = "next_to_here"
        elif (
            role == "goal"
            and len(ids) == 2
            and ids[0][0] == "Owner"
            and ids[1] == ("Word", "party")
            and place is None
        ):
            place, owner = "party", _OWNERS.get(str(ids[0][1]))
            if owner is None:
                return None
        elif (
            role == "goal"
            and [(_cls(t), getattr(t, "text", None)) for t in ts[-1:]] == [("Unknown", "戦場")]
            and len(ids) <= 2
            and place is None
        ):
            # 「(自軍の / 敵軍の)戦場に」: every area of the battlefield (5.1.2.1-5.1.2.4), the
            # side's units there (自軍の戦場: the ability's side's, as 自軍ユニット)
            place = "battlefield"
            if len(ids) == 2:
                owner = _OWNERS.get(str(ids[0][1])) if ids[0][0] == "Owner" else None
                if owner is None:
                    return None
        elif (
            role == "goal"
            and len(ids) == 2
            and ids[0][0] == "Owner"
            and ids[1] == ("CardKind", "unit")
            and place is None
        ):
            # 「自軍ユニットに「種族:X」のユニットが存在する」: a group of units as the place — that
            # side's units on the battlefield (2.1.1.1, 5.1.2.1), among them the ones described
            place = "battlefield"
            owner = _OWNERS.get(str(ids[0][1]))
            if owner is None:
                return None
        elif (
            role == "goal"
            and len(ts) == 3
            and _cls(ts[0]) == "Relative"
            and _fought_by(ts[0]) == "this"
            and getattr(getattr(ts[0].clause, "form", None), "value", None) == "progressive"
            and ids[1:] == [("Owner", "enemy_army"), ("CardKind", "unit")]
            and place is None
        ):
            # 「このユニットと戦闘している敵軍ユニットに」: a group as the place — the units of the
            # other side in the battle going on that 「このユニット」 takes part in (8.2.3, 8.1.1;
            # none when it takes part in none)
            place, owner = "fighting_this", "enemy"
        elif (
            role == "goal"
            and ids
            in (
                [("Owner", "oneself"), ("Ref", "except")],
                [("Ref", "other")],
                [("Ref", "this_unit"), ("Ref", "except")],
            )
            and not but_self
        ):
            # 「自身以外に」, and 「他に」 (「…ユニットが他に存在する」: besides that unit); 「この
            # ユニット以外に」: besides the unit 「このユニット」 names (4.7.2) — the unit the count is
            # read on (``common.condition_card``: this unit, the one wearing an item; on a terrain
            # none, so none left out)
            but_self = True
        elif (
            role == "goal"
            and len(ts) == 2
            and _cls(ts[0]) == "Relative"
            and _same_as_this(ts[0])
            and ids[1] == ("CardKind", "terrain")
            and place is None
        ):
            # 「このユニットと同じ地形に」: the terrain of the unit 「このユニット」 names (5.1.2.4)
            place = "with_this"
        elif (
            role == "goal"
            and len(ts) == 2
            and _cls(ts[0]) == "Relative"
            and _this_belongs(ts[0])
            and ids[1] == ("Word", "party")
            and place is None
        ):
            # 「このユニットが属するパーティに」: the units of its player on the terrain it is on
            # (4.4.1; 自軍, 3.2.1.2) — 「このユニットと同じ地形に…自軍ユニットが」
            place, owner = "with_this", "own"
        elif (
            role == "goal"
            and len(ts) == 2
            and _cls(ts[0]) == "Relative"
            and _same_as_this(ts[0], ("Word", "target"))
            and ids[1] in (("CardKind", "terrain"), ("Word", "party"))
            and place is None
        ):
            # 「対象と同じ地形に」: the terrain of the target (5.1.2.4), read on it; 「対象と同じ
            # パーティに」: its side's units there (4.4.1)
            place = "with_target" if ids[1][1] == "terrain" else "target_party"
        elif role == "subject" and units_of is None:
            units_of = ts
            if ts and (_cls(ts[0]), getattr(ts[0], "id", None)) == ("Ref", "other"):
                # 「他の「種族:X」の自軍ユニット」: that unit itself not counted, as 「自身以外に」
                units_of, but_self = ts[1:], True
        elif role == "none" and len(ts) == 1 and _cls(ts[0]) == "Count" and count is None:
            count = ts[0]
        else:
            return None
    if not units_of:
        return None
    if place is None:
        # 「(自軍の)「種族:X」のユニットが3体以上存在する場合」 with no place: a unit is a unit card
        # on the battlefield (2.1.1.1), so every area of it (5.1.2.1-5.1.2.4)
        place = "battlefield"
    described = _described_units(tuple(units_of))
    if described is not None:
        # 「行動完了のユニット」, 「レベル3以上のユニット」, 「「種族:X」以外の自軍ユニット」: the units
        # the words describe, each read as 〈対象:～〉's 「～」 reads it (10.10.2)
        side, where = described
        if side is not None and (place in ("party", "target_party") or owner is not None):
            return None
        owner = side if side is not None else owner
        units_of = (A.CardKind(id="unit"),)
    subj = list(units_of)
    ch = subj.pop(0) if subj and _cls(subj[0]) == "Characteristic" else None
    if subj and _cls(subj[0]) == "Owner":
        if place in ("party", "target_party") or owner is not None:
            return None  # the party (自軍の戦場) already names its side
        owner = _OWNERS.get(str(subj.pop(0).who))
        if owner is None:
            return None
    if place == "target_party":
        owner = "own"  # the target's party: its own side's units (4.4.1), read on it
    named_kind: str | None = (
        None  # 「地形「X」」 / 「ユニット「X」」: the kind printed before a name
    )
    if (
        ch is None
        and len(subj) == 2
        and _cls(subj[1]) == "Name"
        and (_cls(subj[0]), getattr(subj[0], "id", None))
        in (("CardKind", "terrain"), ("CardKind", "unit"))
    ):
        named_kind = str(subj.pop(0).id)
    if ch is None and subj and _cls(subj[0]) in ("Characteristic", "Name"):
        # 「自軍の「種族:X」のユニット」 (the side first), 「「氷原の狼」(のユニット)」: a card name
        # (2.1.5.1) names the cards of that name
        ch = subj.pop(0)
    if ch is not None and _cls(ch) == "Name" and not subj:
        # 「（他の）「氷原の狼」が存在する」: a card of that name on the battlefield — a unit or a
        # terrain (a name alone does not say which: ``group_count`` counts both); 「地形「X」」 /
        # 「ユニット「X」」 only that kind (round 39)
        subj = [A.CardKind(id="unit")]
        if named_kind is None:
            named_kind = "card"
    elif named_kind is not None:
        return None
    if len(subj) != 1 or (_cls(subj[0]), getattr(subj[0], "id", None)) != ("CardKind", "unit"):
        return None
    if described is not None:
        kind, values = "desc", (described[1],)
    elif ch is not None and _cls(ch) == "Name":
        # ``name``: a unit or a terrain of that name; ``terrain_name`` / ``unit_name``: that kind
        kind = {"card": "name", "terrain": "terrain_name", "unit": "unit_name"}[
            named_kind or "unit"
        ]
        values = (str(ch.text),)
    else:
        kind, values = _characteristic(ch) if ch is not None else (None, ())
    op, n = ">=", 1
    if count is not None:
        num = getattr(count.number, "value", None)
        op = _STAT_BOUNDS.get(str(getattr(count, "bound", "")))  # type: ignore[assignment]
        if (
            not isinstance(num, int)
            or op is None
            or getattr(count.number, "variable", None)
            or getattr(count, "unit", None) not in ("body", None)
            or form == "negative"
        ):
            return None
        n = num
    elif form == "negative":
        op, n = "==", 0
    if place == "here" and owner is None and kind is None and not but_self and (op, n) == (">=", 1):
        return None  # 「この地形にユニットが存在する」: ``units_here`` reads it
    return place, owner, kind, tuple(values), op, n, but_self


def _described_units(terms: tuple[Any, ...]) -> tuple[str | None, Any] | None:
    """The units of a group described by more than a race / attribute / name (「行動完了の
    ユニット」, 「レベル3以上の敵軍ユニット」, 「「種族:X」以外のユニット」): (side or None, the
    condition on each unit — ``_target_of``'s ``where``, as 〈対象:～〉 reads 「～」, 10.10.2), or
    None for a description ``_exists`` reads itself or one not read as a plain unit filter."""
    if not terms or _shape(terms[-1:]) != [("CardKind", "unit")]:
        return None
    plain = [t for t in terms[:-1] if _cls(t) not in ("Owner", "Characteristic", "Name")]
    if not plain or any(_cls(t) == "Count" for t in terms):
        return None
    try:
        got = _target_of(terms)
    except Unsupported:
        return None
    if (
        got.kind not in ("unit", "all_units")
        or not got.where
        or got.here
        or got.named
        or got.worn
        or got.fought
        or got.with_this
        or got.but_this
        or got.in_use
        or any(w[0] in ("in_hq", "in_controlled") for w in got.where)
    ):
        return None
    where = got.where[0] if len(got.where) == 1 else ("and", tuple(got.where))
    return got.owner, where


def _excludes_this(t: Any, ref: str = "this_unit") -> bool:
    """「このユニットを除く」: a relative clause excluding 「このユニット」 (4.7.2); with ``ref``
    "equipped_unit", 「装備ユニットを除く」 (the wearer of the equipment the text is on)."""
    cl = getattr(t, "clause", None)
    args = getattr(cl, "args", ()) or ()
    return (
        getattr(cl, "verb", None) == "exclude"
        and len(args) == 1
        and args[0].role.value == "object"
        and [(_cls(x), getattr(x, "id", None)) for x in _terms(args[0].value)] == [("Ref", ref)]
    )


def _is_exclusion(t: Any, terms: tuple[Any, ...]) -> bool:
    """Whether ``t`` is part of an exclusion of 「このユニット」 among ``terms`` (「このユニット
    以外の」, 「他の」, 「このユニットを除く」): left out when the rest is read."""
    k = next(i for i, x in enumerate(terms) if x is t)
    nxt = terms[k + 1] if k + 1 < len(terms) else None
    prev = terms[k - 1] if k > 0 else None
    ref = (_cls(t), getattr(t, "id", None))
    return (
        (ref == ("Ref", "this_unit") and (_cls(nxt), getattr(nxt, "id", None)) == ("Ref", "except"))
        or (
            ref == ("Ref", "except")
            and (_cls(prev), getattr(prev, "id", None)) == ("Ref", "this_unit")
        )
        or (ref == ("Ref", "other") and k + 1 < len(terms))
        or (_cls(t) == "Relative" and (_excludes_this(t) or _excludes_this(t, "equipped_unit")))
    )


# 〈対象:…〉 naming a card in use (10.10.6: 「戦闘が行われている地形に存在するユニットが使用中の
# 戦闘スペル、消耗品」), as the grammar types its words -> the kind
_IN_USE_TARGETS = {
    (("Word", "combat"), ("CardKind", "spell")): "spell",
    (("CardKind", "spell"),): "spell",
    (("Word", "consumable"),): "consumable",
    (("CardKind", "consumable"),): "consumable",
}


def _use_declarer(t: Any) -> str | None:
    """「敵軍 / 自軍が使用を宣言した」: a relative clause naming the side that declared a card's use
    (10.1.5) -> "enemy" / "own", else None."""
    cl = getattr(t, "clause", None) if _cls(t) == "Relative" else None
    if cl is None or getattr(cl, "verb", None) != "declare":
        return None
    if getattr(getattr(cl, "form", None), "value", None) not in ("past", "final"):
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if len(roles) != len(cl.args) or set(roles) != {"subject", "object"}:
        return None
    if [getattr(x, "text", None) for x in roles["object"]] != ["使用"]:
        return None
    subj = roles["subject"]
    if len(subj) != 1 or _cls(subj[0]) != "Owner":
        return None
    return {"own_army": "own", "enemy_army": "enemy"}.get(str(subj[0].who))


def _used_in_this_battle(t: Any) -> bool:
    """「この戦闘で使用されている」: a relative clause (passive, progressive) of 使用(する) with the
    battle going on as its means."""
    cl = getattr(t, "clause", None) if _cls(t) == "Relative" else None
    if cl is None or getattr(cl, "verb", None) != "do":
        return False
    if getattr(getattr(cl, "form", None), "value", None) != "passive_prog":
        return False
    roles = {a.role.value: _shape(_terms(a.value)) for a in cl.args}
    return (
        len(roles) == len(cl.args) == 2
        and roles
        == {
            "means": [("Ref", "this"), ("Word", "combat")],
            "none": [("Unknown", None)],
        }
        and [
            getattr(x, "text", None)
            for a in cl.args
            if a.role.value == "none"
            for x in _terms(a.value)
        ]
        == ["使用"]
    )


def _in_use_target(terms: tuple[Any, ...]) -> Target | None:
    """〈対象:戦闘スペル1枚 / 1つ〉, 〈対象:使用中の戦闘スペル1つ〉, 〈対象:消耗品1つ〉: one card of
    that kind in use (10.10.6), else None."""
    body = list(terms)
    if not body or _cls(body[-1]) != "Count" or not _one(body[-1]):
        return None
    body = body[:-1]
    owner = None
    declarer = _use_declarer(body[0]) if body else None
    if declarer is not None and body[1:]:
        # 「敵軍 / 自軍が使用を宣言した戦闘スペル1枚」: the card that side declared the use of is in
        # use (10.1.5, 10.1.9: in the effect zone) — 「敵軍の戦闘スペル1つ」
        owner, body = declarer, body[1:]
    elif body and _cls(body[0]) == "Owner" and body[1:]:
        # 「敵軍の / 自軍の戦闘スペル1つ」: one that side uses (in its effect zone, 5.1.7.2)
        owner = {"own_army": "own", "enemy_army": "enemy"}.get(body[0].who)
        if owner is None:
            return None
        body = body[1:]
    if body and (_cls(body[0]), getattr(body[0], "id", None)) == ("Word", "in_use"):
        body = body[1:]
    elif len(body) > 1 and _used_in_this_battle(body[0]):
        # 「この戦闘で使用されている戦闘スペル1枚」: a card in use in the battle going on — 10.10.6
        # names the cards in use in the battle as what a battle's ability may target: 「使用中の…」
        body = body[1:]
    if len(body) > 1 and (_cls(body[-1]), getattr(body[-1], "id", None)) == ("CardKind", "effect"):
        # 「戦闘スペルの効果1つ」: the effect of a card in use is that card's (10.15.1.1 names
        # 「使用中の～の効果」 so; 10.10.6 lists the card as what may be targeted)
        body = body[:-1]
    key = tuple((_cls(t), getattr(t, "id", None)) for t in body)
    kind = _IN_USE_TARGETS.get(key)
    return Target("in_use", owner, in_use=kind) if kind else None


_BEING_IN = ("exist", "exist_thing")  # 「～にいる」 / 「～にある」: 「～に存在する」 said otherwise


def _as_placed(t: Any) -> Any:
    """「Xにいる / Xにある…」: the relative 「Xに存在する…」 (the same place, the same verb of being
    in a place); any other term unchanged."""
    cl = getattr(t, "clause", None) if _cls(t) == "Relative" else None
    if (
        cl is None
        or getattr(cl, "verb", None) not in _BEING_IN
        or getattr(getattr(cl, "form", None), "value", None) != "final"
        or [a.role.value for a in cl.args] != ["goal"]
    ):
        return t
    return replace(t, clause=replace(cl, verb="exist_in"))


def _on_the_battlefield(t: Any, nxt: Any) -> bool:
    """「戦場の / 戦場に存在する / 戦場にいる…ユニット」: a unit is on the battlefield while it is one
    (2.1.1.1: a unit card summoned there becomes a unit; 2.1.1.2: it stays there) — the words
    add nothing to 「ユニット」."""
    if _cls(t) == "Unknown" and t.text == "戦場":
        return nxt is not None
    cl = getattr(t, "clause", None) if _cls(t) == "Relative" else None
    return (
        cl is not None
        and getattr(cl, "verb", None) == "exist_in"
        and [(a.role.value, _shape(_terms(a.value))) for a in cl.args]
        == [("goal", [("Unknown", None)])]
        and _terms(cl.args[0].value)[0].text == "戦場"
    )


def _place_words(terms: tuple[Any, ...]) -> tuple[Any, ...]:
    """〈対象:～〉's place words in the form the readers below know: 「Xにいる / ある」 as 「Xに存在
    する」, 「X(の)地形上の…」 as 「X地形に存在する…」 (a unit on a terrain is in its area, 5.1.2.4),
    and 「戦場の / 戦場に存在する」 before units left out (``_on_the_battlefield``)."""
    out = [_as_placed(t) for t in terms]
    for k in range(1, min(len(out) - 1, 3)):
        if (_cls(out[k]), getattr(out[k], "id", None)) == ("CardKind", "terrain") and (
            _cls(out[k + 1]),
            getattr(out[k + 1], "id", None),
        ) == ("Position", "top"):
            place = A.NounPhrase(terms=tuple(out[: k + 1]), links=("",) * k)
            rel = A.Relative(
                clause=A.Action(
                    verb="exist_in", args=(A.Arg(role=A.Role.GOAL, value=place),), form=A.Form.FINAL
                )
            )
            out = [rel, *out[k + 2 :]]
            break
    if out and _on_the_battlefield(out[0], out[1] if len(out) > 1 else None) and out[1:]:
        out = out[1:]
    elif (
        len(out) > 2
        and _cls(out[0]) == "Owner"
        and getattr(out[0], "who", None) in ("own_army", "enemy_army")
        and _cls(out[1]) == "Unknown"
        and out[1].text == "戦場"
    ):
        # 「自軍戦場の / 敵軍戦場の…」: the battlefield is one, shared (5.1.2); the side names the
        # cards' — 「戦場の自軍 / 敵軍…」 (the battlefield word adding nothing, as above)
        out = [out[0], *out[2:]]
    return tuple(out)


_TARGET_ZONES = {"hand": "hand", "discard_pile": "discard"}


def _zone_card_target(terms: tuple[Any, ...]) -> Target | None:
    """〈対象:自軍 / 敵軍 手札 / 捨て山の(戦闘スペル / ユニット / アイテム / 地形)カード1枚〉: one
    card in that side's hand or discard pile, of that card kind (2.1.1; 「カード」 alone: any).
    10.10.6 / 10.10.7 list what an ability may target and name no card in a zone, but the text
    names it and a card's text prevails over the rules (1.3.1). None when ``terms`` is not of
    this form; refused when it names such a card in a form not run (a deck, a condition of its
    own, a count other than one)."""
    shape = [(_cls(t), getattr(t, "id", None)) for t in terms]
    zones = [k for k, (c, _) in enumerate(shape) if c == "Zone"]
    if not zones:
        return None
    k = zones[0]
    pre, post = shape[:k], shape[k + 1 :]
    owner = {"own_army": "own", "enemy_army": "enemy"}.get(
        str(getattr(terms[0], "who", "")) if pre and pre[0][0] == "Owner" else ""
    )
    zone = _TARGET_ZONES.get(str(shape[k][1]))
    if owner is None or len(pre) != 1 or zone is None or len(zones) != 1:
        return None
    if post[:1] == [("Word", "combat")] and post[1:2] == [("CardKind", "spell")]:
        post = post[1:]  # 「戦闘スペル」: the spell card kind (2.1.1.3)
    kind = ""
    if post[:1] == [("CardKind", "unit_card")]:
        post = [("CardKind", "unit"), ("CardKind", "card"), *post[1:]]  # 「ユニットカード」
    named = terms[k + 1] if post[:1] == [("Named", None)] else None
    if named is not None and _cls(getattr(named, "head", None)) == "CardKind":
        # 「アイテムカード」 / 「地形カード」: a card kind (2.1.1) written before 「カード」
        kind = {"アイテム": "item", "地形": "terrain", "ユニット": "unit"}.get(str(named.text), "?")
        if kind == "?" or getattr(named.head, "id", None) != "card":
            return None
        post = [("CardKind", "card"), *post[1:]]
    elif (
        post[:1] and post[0][0] == "CardKind" and post[0][1] in ("unit", "item", "spell", "terrain")
    ):
        kind, post = str(post[0][1]), post[1:]
    count = terms[-1]
    if post != [("CardKind", "card"), ("Count", None)] or not _one(count):
        return None
    return Target("zone_card", owner=owner, zone=zone, card_type=kind)


def _died(t: Any) -> bool:
    """「(この戦闘で)死亡した…」: a relative clause saying the unit died (死亡する, 12.6)."""
    cl = getattr(t, "clause", None)
    if cl is None or getattr(getattr(cl, "form", None), "value", None) != "past":
        return False
    if cl.verb == "die":
        return True
    nones = [a.value for a in cl.args if a.role is A.Role.NONE]
    return cl.verb == "do" and len(nones) == 1 and _terms(nones[0]) == (A.Unknown("死亡"),)


def _target_of(terms: tuple[Any, ...]) -> Target:
    terms = _place_words(terms)
    in_use = _in_use_target(terms)
    if in_use is not None:
        return in_use
    in_zone = _zone_card_target(terms)
    if in_zone is not None:
        return in_zone
    here = False
    owner = None
    where: list[tuple[str, tuple[Any, ...]]] = []
    kinds = []
    count = None
    fought = with_this = past = worn = but_this = but_worn = near = False
    skip = False
    for k, t in enumerate(terms):
        if skip:
            skip = False
            continue
        c = _cls(t)
        nxt = terms[k + 1] if k + 1 < len(terms) else None
        held = _in_controlled(t) if c == "Relative" else None
        if held is not None:
            # 「自軍 / 敵軍支配地形に存在する…」: the units on a terrain that side controls
            # (5.1.2.11; in a battle its terrain is the defending side's, 5.1.2.12), read against
            # the side of each unit, as 「自軍本陣に存在する…」
            where.append(("in_controlled", (held,)))
            continue
        hq = _in_headquarters(t) if c == "Relative" else None
        if hq is not None:
            # 「自軍 / 敵軍本陣に存在する…」: the units in that side's headquarters area (5.1.2.8),
            # read against the side of each unit (``hq_of``), so said beside 自軍 / 敵軍ユニット
            where.append(("in_hq", (hq,)))
            continue
        if c == "Relative" and _fighting_here(t):
            # 「この地形で戦闘している…」: the units of the battle going on on this terrain (the
            # card's own, or the one its unit is on: 5.1.2.4, as 「この地形に存在する」), taking
            # part in it (8.2.3)
            here = True
            where.append(("in_battle", ()))
            continue
        if (
            c == "Characteristic"
            and (_cls(nxt), getattr(nxt, "id", None)) == ("Ref", "except")
            and all(sep in ("", "/", "／") for sep in t.seps)
        ):
            # 「「種族:ドラゴン」以外の…」: a unit that is none of them — 「対象が「種族:X」でない
            # 場合」 (a value not stated for the card: not defined, false, 4.1.13)
            where.append(("not", _characteristic(t)))
            skip = True
            continue
        if (
            c == "Ref"
            and t.id == "this_unit"
            and (_cls(nxt), getattr(nxt, "id", None)) == ("Ref", "except")
        ) or (c == "Relative" and _excludes_this(t)):
            # 「このユニット以外の…」 / 「このユニットを除く…」: every unit 「～」 takes in but the
            # one 「このユニット」 names (4.7.2; before, 以外 was read as 〈対象:このユニット〉)
            but_this = True
            skip = c == "Ref"
            continue
        if c == "Relative" and _excludes_this(t, "equipped_unit"):
            # 「装備ユニットを除く…」: every unit 「～」 takes in but the one 「装備ユニット」 names —
            # the wearer of the equipment the text is on (4.7.2, 12.2.8.9); on another card none
            but_this = but_worn = True
            continue
        if c == "Ref" and t.id == "other" and terms[k + 1 :]:
            # 「他の(自軍)ユニット…」: the units but the card's own unit (4.7.2), as 「このユニット以外」
            but_this = True
            continue
        if c == "Ref" and t.id == "this_unit":
            return Target("this_unit")
        if c == "Relative" and _fought_by(t) is not None:
            # 「このユニットと戦闘した…」: a unit of the battle going on (8.2.3), on the side
            # other than this unit's (read with 敵軍, or with no side: the units a unit fights
            # are the other side's, 8.1.1); 「装備ユニットと…」 names the wearer (4.7.2)
            fought = True
            worn = _fought_by(t) == "worn"
            past = getattr(getattr(t.clause, "form", None), "value", None) == "past"
            where.append(("in_battle", ()))
            continue
        if c == "Ref" and t.id == "equipped_unit" and len(terms) == 1:
            return Target("this_unit", worn=True)  # 〈対象:装備ユニット〉 (4.7.2)
        if (
            c == "Relative"
            and len(terms) == 2
            and (_cls(terms[1]), getattr(terms[1], "id", None)) == ("CardKind", "unit")
            and _wearing_this(t)
        ):
            # 「このアイテムを装備している / 装備したユニット」: 〈対象:装備ユニット〉 in other words
            # (4.7.2, 12.2.8.9)
            return Target("this_unit", worn=True)
        if (
            c == "Relative"
            and len(terms) == 2
            and (_cls(terms[1]), getattr(terms[1], "id", None)) == ("CardKind", "unit")
            and _used_this(t)
        ):
            # 「この消耗品 / このアイテムを使用したユニット」: the unit that declared its use
            # (10.13.1) — a consumable's user (10.1.9), the unit 「このユニット」 names (4.7.2)
            return Target("this_unit", used=True)
        if c == "Relative" and _on_this_terrain(t):
            here = True  # 「この地形に存在する…」 (the card's own terrain)
            continue
        if c == "Relative" and _died(t):
            # 「この戦闘で死亡したユニット」: a unit that died is discarded at once (2.1.17.2,
            # 12.6.1: from the battlefield to its owner's 捨て山, 12.4.1) — a card in a zone,
            # none of what 10.10.6 / 10.10.7 let an ability target
            raise Unsupported(
                "〈対象:…〉 with Relative 「死亡した…」, a unit that died: it is discarded at once (2.1.17.2, 12.6.1, "
                "12.4.1), a card in a 捨て山 — none of what 10.10.6 / 10.10.7 let an ability "
                "target (terrains, units, items, spells in use, players); not run"
            )
        if c == "Relative" and _declared_advance(t):
            raise Unsupported(
                "「進軍を宣言したユニット」: an advance is declared by its player (12.2.5.1.1), and "
                "the units that advance are chosen after 「進軍宣言時」 (12.2.5.1.2) — which units "
                "declared it is not said; not run"
            )
        if c == "Relative" and _next_to_this_terrain(t):
            near = True  # 「この地形に隣接する地形に存在する…」 (5.1.2.18)
            continue
        if (
            c == "Unknown"
            and str(getattr(t, "text", "")) == "支配"
            and (_cls(nxt), getattr(nxt, "id", None)) == ("CardKind", "unit")
        ):
            # 「支配ユニット」 of a terrain: the units on it of its 支配プレイヤー, the player for
            # whom it is 自軍支配地形 (3.2.1.7) — either side's, whoever placed it
            owner, here = "controller", True
            continue
        if c == "Relative" and _with_this_unit(t):
            here = with_this = True  # 「このユニットと同じ地形に存在する…」
            continue
        if c == "Relative" and _where_this_is(t, nxt) and terms[k + 2 :]:
            # 「このユニットが存在する地形の…」: the same place (5.1.2.4), the terrain said after it
            here = with_this = skip = True
            continue
        if (
            c == "Relative"
            and _this_belongs(t)
            and (_cls(nxt), getattr(nxt, "id", None)) == ("Word", "party")
            and terms[k + 2 :]
        ):
            # 「このユニットが属するパーティの…ユニット」: the party of 「このユニット」 (4.7.2) is the
            # units of its player on the terrain it is on (4.4.1) — 「このユニットと同じ地形に存在する
            # 自軍ユニット」 (自軍: the card's owner's, 3.2.1.2)
            if owner not in (None, "own"):
                raise Unsupported(
                    "「このユニットが属するパーティ」 with a side of its own not run yet"
                )
            owner, here, with_this, skip = "own", True, True, True
            continue
        if (
            c == "Word"
            and t.id == "combat"
            and (_cls(nxt), getattr(nxt, "id", None)) == ("Word", "during")
            and terms[k + 2 :]
        ):
            # 「戦闘中の(自軍 / 敵軍)ユニット」: a unit taking part in the battle going on (8.1.2,
            # 8.2.3) — as 「戦闘に参加している…」
            where.append(("in_battle", ()))
            skip = True
            continue
        if (
            c == "Ref"
            and t.id == "this"
            and (_cls(nxt), getattr(nxt, "id", None)) == ("Word", "combat")
            and _cls(terms[k + 2] if terms[k + 2 :] else None) in ("Owner", "CardKind")
        ):
            # 「この戦闘の(自軍 / 敵軍)ユニット」: the units of the battle going on, taking part in
            # it (8.1.2, 8.2.3) — as 「この戦闘に参加している…」
            where.append(("in_battle", ()))
            skip = True
            continue
        if c == "Relative" and _fighting(t):
            # 「戦闘している(自軍 / 敵軍)ユニット」: a unit taking part in the battle going on (8.2.3)
            where.append(("in_battle", ()))
            continue
        if c == "Word" and t.id == "state" and where and where[-1][0] == "acted":
            continue  # 「行動完了状態の…」: the state named with its word
        stat = _stat_filter(t, nxt)
        if stat is not None:
            # 「レベル3以下の…」 / 「攻撃力0以下の…」 / 「防御力2以上の…」: a unit whose value meets
            # it (10.10.2), read as it is (4.1.14); a value not given is not taken to meet it
            where.append(("stat", stat[0]))
            skip = stat[1]
            continue
        party = _in_party(t) if c == "Relative" else None
        if party is not None:
            # 「自軍 / 敵軍パーティに存在する…ユニット」: that side's units on the terrain of the
            # ability's card (a party is one player's units on one terrain, 4.4.1) — as
            # 「この地形に存在する自軍 / 敵軍ユニット」
            if owner not in (None, party):
                raise Unsupported("「…パーティに存在する」 with a side of its own not run yet")
            owner, here = party, True
            continue
        if c == "Relative" and _cls(nxt) == "CardKind" and getattr(nxt, "id", None) == "terrain":
            # 「戦闘が行われている地形の…ユニット」: the units of the place (``_place``), said with
            # の as with 「…に存在する」 (5.1.2.4)
            at = _place((t, nxt), "target")
            if at is not None and at[0] == "in_battle" and terms[k + 2 :]:
                where.append(at)
                skip = True
                continue
        member = _member_filter(t)
        if member is not None:
            where.append(member)  # 「「属性:水」の…」 / 「守備側の…」 / 「戦闘に参加している…」
            continue
        if c == "Unknown" and _row((t,)) is not None:
            # 「最前列 / 最後列の…ユニット」: the units at the front / back of their party's
            # formation in the battle going on (8.3.3.2, 8.3.3.3; ``row``)
            where.append(("row", (_row((t,)),)))
            continue
        if c == "Owner" and t.who == "player":
            kinds.append("player")  # 〈対象:自軍プレイヤー〉 (10.10.1: a player as the target)
        elif c == "Owner":
            owner = {"own_army": "own", "enemy_army": "enemy"}.get(t.who)
            if owner is None:
                raise Unsupported(f"〈対象:…〉 owner {t.who} not run yet")
        elif c == "CardKind":
            kinds.append(t.id)
        elif c == "Unknown" and str(getattr(t, "text", "")) in _ITEM_KINDS:
            # 「装備品」: an item equipped to a unit (12.2.8.9), one of the things a target may be
            # (10.10.6: the items on the battle's terrain; 10.10.7: equipment on a terrain)
            kinds.append(_ITEM_KINDS[str(t.text)])
        elif c == "Word" and t.id == "party":
            kinds.append("party")
        elif c == "Count":
            count = t
        elif c == "Word" and t.id in ("all", "every"):
            kinds.append("all")
        else:
            if c == "Zone":
                # 「自軍捨て山の…カード1枚」 / 「敵軍手札1枚」 / 「自軍山札の上から3枚」: cards in a zone
                # — what an ability may target is named by its timing (10.10.6: the battle's
                # terrain, its units, items, spells in use and players; 10.10.7: terrains, units
                # or equipment on them, players); a card in a hand, deck or discard pile is none
                raise Unsupported(
                    "〈対象:…〉 naming cards in a zone: 10.10.6 / 10.10.7 list what an ability may "
                    "target (terrains, units, items, spells in use, players) — not run"
                )
            raise Unsupported(f"〈対象:…〉 with {c} not run yet")
    if near:
        # 「この地形に隣接する地形に存在する(自軍 / 敵軍)ユニット1体 / すべて」: units on the terrains
        # next to the ability's card's (5.1.2.18), no other place named beside it
        if (
            here
            or with_this
            or fought
            or but_this
            or not (
                kinds in (["unit"], ["unit", "all"])
                and (count is None or getattr(count, "bound", None) == "all" or _one(count))
            )
        ):
            raise Unsupported("「この地形に隣接する地形に存在する…」 of this form not run yet")
        return replace(_group_target(kinds, owner, count, False, where), near=True)
    if kinds[:2] == ["party", "unit"] and not here:
        # 「敵軍パーティのユニット1体 / すべて」: the units of that side's party — its units on the
        # terrain the ability's card is on (4.4.1, as 〈対象:敵軍パーティ〉 reads it) — each a
        # unit target: 「この地形に存在する敵軍ユニット1体 / すべて」
        kinds, here = kinds[1:], True
    if (
        here
        and not (
            kinds in (["unit"], ["unit", "all"])
            and (count is None or getattr(count, "bound", None) == "all")
        )
        and not (kinds == ["unit"] and count is not None and _one(count))
    ):
        raise Unsupported("「この地形に存在する…」 of a target other than every unit not run yet")
    # 「自軍 / 敵軍本陣に存在する…」 (``_in_headquarters``); 「本陣に存在する」 (either side's,
    # ``_place``: "any") needs no side
    hq_at = [w for w in where if w[0] in ("in_hq", "in_controlled") and w[1][0] in ("own", "enemy")]
    if hq_at and owner is None:
        raise Unsupported(
            "「…本陣 / 支配地形に存在するユニット」 with no side of its own not run yet"
        )
    if hq_at:
        # which headquarters / side's terrains, relative to the side of the units taken in (own:
        # theirs)
        where = [
            (w[0], ("same" if w[1][0] == owner else "other",)) if w in hq_at else w for w in where
        ]
    if but_this:
        if kinds == ["party"] or "player" in kinds or not kinds or kinds[0] != "unit":
            raise Unsupported("「このユニット以外の…」 of other than units not run yet")
        got = _target_of(tuple(x for x in terms if not _is_exclusion(x, terms)))
        # 「装備ユニットを除く」: the unit left out is the wearer only (``common.target_unit``)
        return replace(got, but_this=True, worn=got.worn or but_worn)
    if fought and owner is None:
        owner = "enemy"  # the units a unit fights are the other side's (8.1.1)
    if fought and (owner != "enemy" or kinds not in (["unit"], ["unit", "all"])):
        raise Unsupported("「このユニットと戦闘した…」 of other than enemy units not run yet")
    if fought:
        return replace(
            _group_target(kinds, owner, count, here, where),
            fought=True,
            fought_past=past,
            worn=worn,
        )
    if kinds == ["party"]:
        return Target("party", owner)
    if with_this:
        return replace(_group_target(kinds, owner, count, here, where), with_this=True)
    return _group_target(kinds, owner, count, here, where)


_FILTER_BOUNDS = {"le": "<=", "ge": ">=", "eq": "=="}


# a value's name as printed (2.1.15-2.1.17; in MC's notation 「攻撃力 / 防御力 / レベル:n」, 4.6.1, or in
# quotes 「対象の「攻撃力」」) -> the grammar's stat id (a key of ``STATS``; ``STATS`` gives the board's
# name). One table: a quoted value the grammar does not type ("レベル:2") is read through it too.
_VALUE_NAMES = {"攻撃力": "attack_power", "防御力": "defence_power", "レベル": "level"}
# the word after a quoted value bounding it (4.1.14: 以上 / 以下 include n; 未満 is below it)
_QUOTED_BOUNDS = {
    ("Ref", "following"): ("<=", 0),
    ("Word", "or_more"): (">=", 0),
    ("Unknown", "未満"): ("<=", -1),
    ("Unknown", "超"): (">=", 1),
}


_IN_QUOTE_BOUNDS = {"以下": ("<=", 0), "以上": (">=", 0), "未満": ("<=", -1)}


def _quoted_value_bound(t: Any, nxt: Any) -> tuple[str, str, int] | None:
    """「「攻撃力:2」以下」 / 「「レベル:2」以上」 / 「「防御力:3」未満」: a value in MC's own notation
    with no sign (4.6.1: the value is that number) and the word bounding it (4.1.14) ->
    (stat, op, n), else None. 未満 n is 以下 n-1 (the values are whole numbers, 4.6)."""
    inside = re.fullmatch(
        r"(攻撃力|防御力|レベル)[:：](\d+)(以下|以上|未満)", str(getattr(t, "text", ""))
    )
    if _cls(t) == "Name" and inside is not None and nxt is None:
        # 「「レベル:2以下」の…」: the bound printed inside the quotes
        b = _IN_QUOTE_BOUNDS[inside.group(3)]
        return STATS[_VALUE_NAMES[inside.group(1)]], b[0], int(inside.group(2)) + b[1]
    bound = _QUOTED_BOUNDS.get((_cls(nxt), getattr(nxt, "id", None) or getattr(nxt, "text", None)))
    if bound is None:
        return None
    if _cls(t) == "StatValue":
        stat = STATS.get(str(getattr(t.stat, "id", "")))
        p = _terms(t.change) if _cls(t.change) == "NounPhrase" else ()
        if stat is None or getattr(t, "sign", None) or len(p) != 1 or _cls(p[0]) != "Count":
            return None
        if getattr(p[0], "unit", None) not in ("none", None) or p[0].bound != "exact":
            return None
        num = getattr(p[0].number, "value", None)
        if not isinstance(num, int) or getattr(p[0].number, "variable", None):
            return None
    elif _cls(t) == "Name":
        m = re.fullmatch(r"(攻撃力|防御力|レベル)[:：](\d+)", str(getattr(t, "text", "")))
        if m is None:
            return None
        stat, num = STATS[_VALUE_NAMES[m.group(1)]], int(m.group(2))
    else:
        return None
    return stat, bound[0], num + bound[1]


def _stat_filter(t: Any, nxt: Any) -> tuple[tuple[str, str, int], bool] | None:
    """A value filter of 〈対象:～〉's unit: 「レベル3以下の」 (a ``StatFilter``) or 「攻撃力0以下の」 /
    「防御力2以上の」 (the value's word, then its number): ((stat, op, n), whether the number was a
    term of its own), else None. 「n未満」 is 「n-1以下」 (the values are whole numbers, 4.6)."""
    quoted = _quoted_value_bound(t, nxt)
    if quoted is not None:
        return quoted, True  # 「「攻撃力:2」以下の…」: the bounding word a term of its own
    quoted = _quoted_value_bound(t, None)
    if quoted is not None:
        return quoted, False  # 「「レベル:2以下」の…」
    if _cls(t) == "StatFilter":
        stat = STATS.get(str(getattr(t.stat, "id", "")))
        num = getattr(t.value, "value", None)
        if stat is None or not isinstance(num, int) or getattr(t.value, "variable", None):
            return None
        if t.cmp == "lt":
            return (stat, "<=", num - 1), False
        op = _FILTER_BOUNDS.get(str(t.cmp))
        return ((stat, op, num), False) if op is not None else None
    if _cls(t) != "Word" or str(getattr(t, "id", "")) not in STATS or _cls(nxt) != "Count":
        return None
    num = getattr(getattr(nxt, "number", None), "value", None)
    if getattr(nxt, "unit", None) not in ("none", None) or not isinstance(num, int):
        return None
    if getattr(nxt.number, "variable", None):
        return None
    bound = str(getattr(nxt, "bound", ""))
    if bound == "less":
        return (STATS[str(t.id)], "<=", num - 1), True
    op = _STAT_BOUNDS.get(bound)
    return ((STATS[str(t.id)], op, num), True) if op is not None else None


# the item cards a 〈対象:～〉 may name as its kind (10.10.6, 10.10.7), as data: the word -> kind
_ITEM_KINDS = {"装備品": "equipment", "アイテム": "equipment"}


def _group_target(
    kinds: list[str],
    owner: str | None,
    count: Any,
    here: bool,
    where: list[tuple[str, tuple[Any, ...]]],
) -> Target:
    """〈対象:～〉 of units or a player, from what ``_target_of`` read of its terms."""
    if kinds == ["equipment"] and not where and not here:
        # 〈対象:装備品1つ〉 / 〈対象:敵軍の装備品1つ〉: one equipment (10.10.6 / 10.10.7)
        n = getattr(getattr(count, "number", None), "value", None) if count is not None else 1
        if n == 1 and getattr(count, "bound", "exact") == "exact":
            return Target("equipment", owner)
        raise Unsupported("〈対象:装備品…〉 of more than one not run yet")
    if where and kinds not in (["unit"], ["unit", "all"]):
        # a condition on each member is read for units only (``common.in_group``)
        raise Unsupported("〈対象:…〉 with a condition on something other than units not run yet")
    if kinds == ["player"] and owner is not None and count is None:
        return Target("player", owner)
    if not kinds and owner is not None and count is None and not where and not here:
        # 〈対象:自軍〉 / 〈対象:敵軍〉: a side named alone — of what a target may be (10.10.6: 「戦闘
        # に参加しているプレイヤー」, 10.10.7: 「プレイヤー」) the one a side is, its player (3.2.1.2:
        # 「自軍プレイヤー」 the owner), as 〈対象:自軍プレイヤー〉
        return Target("player", owner)
    if kinds == ["unit"] and count is not None and getattr(count, "bound", None) == "all":
        return Target("all_units", owner, here=here, where=tuple(where))  # 「ユニットすべて」
    if kinds == ["unit"] and count is not None:
        bound = getattr(count, "bound", "exact")
        n = getattr(count.number, "value", None)
        if bound == "exact" and n == 1:
            # 「この地形に存在する(自軍)ユニット1体」: one unit on the ability's own terrain
            return Target("unit", owner, here=here, where=tuple(where))
        if bound in ("exact", "up_to") and isinstance(n, int) and n >= 1:
            # 「敵軍ユニット2体」 / 「敵軍ユニット2体まで」: several targets (10.10.10)
            return Target(
                "units", owner, here=here, where=tuple(where), count=n, up_to=bound == "up_to"
            )
        raise Unsupported("〈対象:…〉 of more than one unit in this form not run yet")
    if kinds in (["unit", "all"], ["unit"]) and count is None:
        return Target("all_units", owner, here=here, where=tuple(where))
    raise Unsupported("〈対象:…〉 of a form not run yet")


_STAT_BOUNDS = {"at_least": ">=", "at_most": "<=", "exact": "=="}


def _battle_units_count(subj: list[Any], pred: list[Any]) -> tuple[Any, ...] | None:
    """「この戦闘に参加している(自軍の / 敵軍の)(「種族 / 属性:X」の)ユニットが n体以上 / 以下 / n体」:
    ``_exists``'s tuple with place "battle" (8.2.3), else None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    terms = list(_terms(subj[0].value))
    counts = _terms(pred[0].value)
    if not terms or _cls(terms[0]) != "Relative" or len(counts) != 1:
        return None
    cl = terms.pop(0).clause
    args = getattr(cl, "args", ())
    if (
        getattr(cl, "verb", None) != "participate"
        or getattr(getattr(cl, "form", None), "value", None) != "progressive"
        or len(args) != 1
        or args[0].role.value != "goal"
        or _shape(_terms(args[0].value)) != [("Ref", "this"), ("Word", "combat")]
    ):
        return None
    owner = None
    if terms and _cls(terms[0]) == "Owner":
        owner = _OWNERS.get(str(terms.pop(0).who))
        if owner is None:
            return None
    ch = terms.pop(0) if terms and _cls(terms[0]) == "Characteristic" else None
    if _shape(terms) != [("CardKind", "unit")]:
        return None
    count = counts[0]
    num = getattr(getattr(count, "number", None), "value", None)
    op = _STAT_BOUNDS.get(str(getattr(count, "bound", "")))
    if (
        _cls(count) != "Count"
        or not isinstance(num, int)
        or op is None
        or getattr(count.number, "variable", None)
        or getattr(count, "unit", None) != "body"
    ):
        return None
    kind, values = _characteristic(ch) if ch is not None else (None, ())
    return "battle", owner, kind, tuple(values), op, num, False


def _stat_condition(subj: list[Any], pred: list[Any]) -> tuple[str, str, int] | None:
    """「対象の攻撃力 / 防御力 / レベルがn(以上 / 以下)」: (stat, op, n), else None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    st = _terms(subj[0].value)
    s = _shape(st)
    p = _terms(pred[0].value)
    if s == [("Word", "target")] and len(p) in (1, 2):
        # 「対象が「レベル:2」以下 / 「レベル:2以下」の場合」: the value bounded
        # (``_quoted_value_bound``)
        quoted = _quoted_value_bound(p[0], p[1] if len(p) == 2 else None)
        if quoted is not None or len(p) == 2:
            return quoted
    if (
        len(s) == 1
        and s[0] == ("Word", "target")
        and len(p) == 1
        and _cls(p[0]) == "StatValue"
        and not p[0].sign
        and _cls(p[0].change) == "NounPhrase"
        and str(getattr(p[0].stat, "id", "")) in STATS
    ):
        # 「対象が「攻撃力:0」の場合」: the value in MC's own notation with no sign — the value
        # is that number (4.6.1; 「攻撃力:±n」 with a sign is a change, 4.6.2)
        stat_id, p = str(p[0].stat.id), _terms(p[0].change)
    elif len(s) == 2 and s[0] == ("Word", "target") and _value_word(st[1]) in STATS:
        # 「対象の攻撃力 / 防御力」 (words), 「対象のレベル」 (a value term), 「対象の「攻撃力」」
        # (the value's name in quotes): 4.1.14
        stat_id = str(_value_word(st[1]))
    elif len(s) == 2 and s[0] == ("Word", "target") and _hero_points_word(st[1]):
        # 「対象の「英雄点」」: the number in the hero icon (2.1.14.2), a value only a hero has
        # (2.1.14.1; ``common.condition_met``)
        stat_id = HERO_POINTS
    else:
        return None
    if len(p) != 1 or _cls(p[0]) != "Count" or getattr(p[0], "unit", None) not in ("none", None):
        return None
    num = getattr(p[0].number, "value", None)
    op = _STAT_BOUNDS.get(str(getattr(p[0], "bound", "")))
    if not isinstance(num, int) or op is None or getattr(p[0].number, "variable", None):
        return None
    return STATS.get(stat_id, stat_id), op, num


# the word after a value in quotes bounding the value before 「が」 by it (4.1.14: 以上 / 以下
# include it; 未満 is below it) — two values compared, no whole-number shift
_PAIR_BOUNDS = {("Ref", "following"): "<=", ("Word", "or_more"): ">=", ("Unknown", "未満"): "<"}
# the units a value of the condition is of: the target (10.10.1), 「このユニット」 (4.7.2)
_PAIR_OWNERS = {"対象": "target", "このユニット": "this"}


def _stat_pair(subj: list[Any], pred: list[Any]) -> tuple[Any, ...] | None:
    """「対象の防御力が「このユニットの攻撃力」以下 / 以上 / 未満」: ((owner, stat), op, (owner,
    stat)) — a value of one unit bounded by a value of another, each owner the target or
    「このユニット」 (4.7.2), else None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    st, p = _terms(subj[0].value), _terms(pred[0].value)
    s = _shape(st)
    if len(s) != 2 or s[0] not in (("Word", "target"), ("Ref", "this_unit")):
        return None
    left_stat = _value_word(st[1])
    if left_stat not in STATS or len(p) != 2 or _cls(p[0]) != "Name":
        return None
    op = _PAIR_BOUNDS.get((_cls(p[1]), getattr(p[1], "id", None) or getattr(p[1], "text", None)))
    m = re.fullmatch(r"(対象|このユニット)の(攻撃力|防御力|レベル)", str(getattr(p[0], "text", "")))
    if op is None or m is None:
        return None
    left = ("target" if s[0] == ("Word", "target") else "this", STATS[str(left_stat)])
    right = (_PAIR_OWNERS[m.group(1)], STATS[_VALUE_NAMES[m.group(2)]])
    if left[0] == right[0]:
        return None  # one unit's two values: no second unit to read (not this kind)
    return left, op, right


_VALUES_COMPARED = {"higher": ">", "lower": "<", "equal": "==", "same": "=="}


def _value_of(np: Any) -> tuple[str, str] | None:
    """「対象のレベル」 / 「このユニットの攻撃力」: (owner, stat) — the target (10.10.1) or the unit
    「このユニット」 names (4.7.2) — else None."""
    ts = _terms(np)
    if len(ts) != 2 or _shape(ts[:1]) not in ([("Word", "target")], [("Ref", "this_unit")]):
        return None
    stat = _value_word(ts[1])
    if stat not in STATS:
        return None
    return ("target" if _cls(ts[0]) == "Word" else "this", STATS[str(stat)])


def _stat_compared(cl: Any) -> tuple[Any, ...] | None:
    """「対象のレベルがこのユニットのレベルより高い / 低い」 (「…と等しい / 同じ」): ((owner, stat),
    op, (owner, stat)) — one unit's value against another's, as ``_stat_pair``'s 以上 / 以下 /
    未満 are (strictly greater / less; the two read when the effect takes effect, 4.1.14); else
    None."""
    op = _VALUES_COMPARED.get(str(getattr(cl, "verb", "")))
    if op is None or getattr(getattr(cl, "form", None), "value", None) != "final":
        return None
    if getattr(cl, "modal", None) is not None or getattr(cl, "more", ()):
        return None
    roles = {a.role.value: a for a in cl.args}
    other = "than" if op != "==" else "with"
    if set(roles) != {"subject", other} or len(cl.args) != 2:
        return None
    left, right = _value_of(roles["subject"].value), _value_of(roles[other].value)
    if left is None or right is None or left[0] == right[0]:
        return None
    return left, op, right


def _hero_points_word(t: Any) -> bool:
    """「英雄点」 (quoted or bare; the lexicon's word ``hero_points``): the number in the hero
    icon (2.1.14.2)."""
    return _cls(t) in ("Name", "Unknown", "Word") and (
        str(getattr(t, "text", "") or getattr(t, "id", "")) in ("英雄点", "hero_points")
    )


def _party_equipped(cl: Any) -> str | None:
    """「自軍/敵軍パーティにアイテムを装備しているユニットが存在する」: the owner (own / enemy),
    else None."""
    args = getattr(cl, "args", ())
    if getattr(cl, "verb", None) != "exist_in" or len(args) != 1 or args[0].role.value != "subject":
        return None
    terms = _terms(args[0].value)
    if len(terms) != 2 or _cls(terms[0]) != "Relative" or getattr(terms[1], "id", None) != "unit":
        return None
    rel = terms[0].clause
    if (
        getattr(rel, "verb", None) != "do"
        or getattr(getattr(rel, "form", None), "value", None) != "progressive"
    ):
        return None
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "who", None) or getattr(t, "text", None))
            for t in _terms(a.value)
        ]
        for a in rel.args
    }
    if len(rel.args) != 3 or set(roles) != {"goal", "object", "none"}:
        return None
    if roles["object"] != [("Unknown", "アイテム")] or roles["none"] != [("Unknown", "装備")]:
        return None
    goal = roles["goal"]
    if len(goal) != 2 or goal[0][0] != "Owner" or goal[1] != ("Word", "party"):
        return None
    return _OWNERS.get(str(goal[0][1]))


# the conditions on the target that read the same on 「このユニット」 (``("on_this", inner)``)
_THIS_KINDS = (
    "damaged",
    "alive",
    "in_battle",
    "acted",
    "equipped",
    "hero",
    "species",
    "attribute",
    "advance_type",
    "row",
    "not",
    "stat",
)


# the cards whose uses a condition may count (10.1.9: a battle spell card / a consumable item card
# used is a 戦闘スペル / 消耗品): the words -> the kind (``common.used_this_turn``)
_USED_KINDS = {
    (("Word", "combat"), ("CardKind", "spell")): "spell",
    (("Word", "combat"), ("CardKind", "spell"), ("CardKind", "card")): "spell",
    (("Unknown", "消耗品"),): "consumable",
    (("Unknown", "消耗品"), ("Named", "アイテム")): "consumable",
}


def _used_this_turn(cl: Any) -> tuple[Any, ...] | None:
    """「このターン中に自軍 / 敵軍が(他の)<cards>を(n枚以上)使用していた / していない」: (side,
    kind, name, but_self, op, n) — ``kind`` spell / consumable (10.1.9) or "" with ``name`` a card
    name (「「X」」); else None. 「他の」: the ability's own card not counted. Without it, a card
    of the kind counted may be the one whose use is resolving: that is refused (``_compile``,
    whether that use is one 「していた」 counts is not said)."""
    form = getattr(getattr(cl, "form", None), "value", None)
    if form == "progressive":
        # 「このターン中に…を使用している」: 「ている」 with the span 「このターン中に」 is the state of
        # having used (the uses declared this turn, 10.1.5) — as 「使用していた」
        form = "progressive_past"
    if getattr(cl, "verb", None) != "do" or form not in ("progressive_past", "progressive_neg"):
        return None
    args = tuple(getattr(cl, "args", ()))
    roles = [a.role.value for a in args]
    time = [a for a in args if a.role.value == "time"]
    if (
        len(time) != 1
        or getattr(time[0].value, "id", None) != "this_turn"
        or roles.count("subject") != 1
        or roles.count("object") != 1
    ):
        return None
    subj = _terms(next(a for a in args if a.role.value == "subject").value)
    if len(subj) != 1 or _cls(subj[0]) != "Owner":
        return None
    side = _OWNERS.get(str(subj[0].who))
    if side not in ("own", "enemy"):
        return None
    nones = [_terms(a.value) for a in args if a.role.value == "none"]
    if not nones or [getattr(t, "text", None) for t in nones[-1]] != ["使用"]:
        return None
    op, n = ">=", 1
    if len(nones) == 2:
        (count,) = nones[0] if len(nones[0]) == 1 else (None,)
        if _cls(count) != "Count" or getattr(count, "bound", None) not in ("at_least", "exact"):
            return None
        num = getattr(getattr(count, "number", None), "value", None)
        if not isinstance(num, int) or getattr(count, "unit", None) not in ("card", "none", None):
            return None
        op, n = (">=" if count.bound == "at_least" else "=="), num
    elif len(nones) != 1:
        return None
    if form == "progressive_neg":
        if len(nones) == 2:
            return None  # 「n枚以上使用していない」: not read
        op, n = "==", 0
    obj = list(_terms(next(a for a in args if a.role.value == "object").value))
    but_self = bool(obj) and (_cls(obj[0]), getattr(obj[0], "id", None)) == ("Ref", "other")
    if but_self:
        obj = obj[1:]
    elif [(_cls(t), getattr(t, "id", None)) for t in obj[:2]] == [
        ("Ref", "this_card"),
        ("Ref", "except"),
    ]:
        # 「このカード以外の…」: 「他の…」 said with the card itself named (4.7.2)
        but_self, obj = True, obj[2:]
    if len(obj) == 1 and _cls(obj[0]) == "Name":
        return side, "", str(obj[0].text), but_self, op, n
    key = tuple((_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in obj)
    kind = _USED_KINDS.get(key)  # type: ignore[arg-type]
    if kind is None:
        return None
    return side, kind, "", but_self, op, n


def _own_use_counted(prog: Any, card_type: str | None) -> None:
    """Refuse (``Unsupported``) 「このターン中に自軍が<cards>を使用していた場合」 without 「他の」 on
    a card that may itself be one of <cards> (a battle spell counting battle spells, an item
    counting consumables, either counting a name; a card of unknown type any): the use being
    resolved was declared this turn (10.1.5), and whether the condition counts it is not said."""
    conds = [prog.condition, *(getattr(x, "cond", None) for x in prog.steps)]
    for cond in conds:
        if not isinstance(cond, tuple) or not cond or cond[0] != "used_turn":
            continue
        _side, kind, name, but_self, _op, _n = cond[1]
        may_be = {"spell": ("spell",), "consumable": ("item",), "": ("spell", "item")}[
            "" if name else kind
        ]
        if not but_self and (card_type is None or card_type in may_be):
            raise Unsupported(
                "「このターン中に…を使用していた場合」 without 「他の」 on a card that may be one of "
                "those counted: its own use was declared this turn (10.1.5) — whether that use "
                "counts is not said; not run"
            )


def _condition(cond: Any) -> tuple[str, tuple[Any, ...]] | None:
    dice = _dice_condition(cond)
    if dice is not None:
        return dice
    return _condition_of(cond)


def _condition_of(cond: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A 「…の場合」 as the engine reads it (``_target_condition``); a condition on the target
    written of 「このユニット」 (「このユニットが戦闘で死亡していない場合」) is the same condition read
    on the unit 「このユニット」 names (4.7.2): ``("on_this", inner)``. 「…なら、」 is the same
    conditional as 「…の場合、」 (「対象が行動完了なら」 as 「対象が行動完了の場合」)."""
    if getattr(cond, "marker", None) == "nara":
        nominal = getattr(getattr(cond, "clause", None), "verb", None) == "be"
        cond = replace(cond, marker="no_baai" if nominal else "baai")
    try:
        return _target_condition(cond)
    except Unsupported:
        inner = _on_this_unit(cond)
        if inner is None:
            raise
    read = _target_condition(inner)
    if (
        read is not None
        and read[0] == "and"
        and all(p[0] in (*_THIS_KINDS, "battle_terrain") for p in read[1])
    ):
        # 「このユニットが「属性:水」の地形で戦闘している場合」: each part read on that unit (the
        # battle's terrain is the battle's, 8.2.5)
        return "on_this", read  # type: ignore[return-value]
    if (
        read is None
        or read[0] not in _THIS_KINDS
        or (read[0] == "not" and read[1][0] not in _THIS_KINDS)
    ):
        raise Unsupported("a condition on 「このユニット」 of this form not run yet")
    return "on_this", read  # type: ignore[return-value]


def _on_this_unit(cond: Any) -> Any:
    """「このユニットが…」 (and 「このカードを使用したユニットが…」 / 「装備ユニットが…」: the unit the
    card is on, which 「このユニット」 names on an item, 4.7.2, 10.13.1 — ``_wearer_on_item``
    refuses it on any other card): the condition with 対象 for its subject, else None."""
    cl = getattr(cond, "clause", None)
    args = tuple(getattr(cl, "args", ()))
    subj = [i for i, a in enumerate(args) if a.role.value == "subject"]
    if len(subj) != 1:
        return None
    a = args[subj[0]]
    ts, links = _terms(a.value), tuple(getattr(a.value, "links", ()) or ())
    if (
        len(ts) >= 2
        and links[-1:] == ("の",)
        and _value_word(ts[-1]) is not None
        and _referent(ts[:-1]) in ("this_unit", "wearer")
    ):
        # 「このユニットの防御力が2以下の場合」: the value of the unit 「このユニット」 names, as
        # 「対象の防御力が…」 reads the target's (4.1.14, 4.7.2)
        target = replace(a, value=A.NounPhrase(terms=(A.Word(id="target"), ts[-1]), links=("の",)))
        new_args = (*args[: subj[0]], target, *args[subj[0] + 1 :])
        return replace(cond, clause=replace(cl, args=new_args))
    if _referent(ts) not in ("this_unit", "wearer"):
        return None
    target = replace(a, value=A.NounPhrase(terms=(A.Word(id="target"),)))
    new_args = (*args[: subj[0]], target, *args[subj[0] + 1 :])
    return replace(cond, clause=replace(cl, args=new_args))


_ROWS = {"最前列": "front", "最後列": "back"}


# 「現在」 / 「今」 as the subject of 「…ターンの場合」: the present moment (data)
_NOW_WORDS = ("現在", "今")
# 「自軍が進軍側 / 守備側」: the turn's player is 進軍側, the other 守備側 (1.3.7)
_TURN_ROLES = {"進軍側": "own", "守備側": "enemy"}


def _here_controlled(cl: Any) -> tuple[str, str] | None:
    """「この地形が自軍 / 敵軍支配地形 / 配置地形」 (and 「…の支配地形」, the term quoted as the
    rules name it: 「この地形が「自軍配置地形」」): (side, set), else None."""
    if getattr(cl, "verb", None) != "be":
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if set(roles) != {"subject", "predicate"} or len(getattr(cl, "args", ())) != 2:
        return None
    if _shape(roles["subject"]) != [("Ref", "this"), ("CardKind", "terrain")] and (
        _where_unit_is(roles["subject"]) != "this"
    ):
        # 「このユニットが存在する地形が自軍支配地形」: the terrain in the area of the ability's
        # unit (5.1.2.4: one at most) — the same terrain 「この地形」 names on a unit's card
        return None
    got = _terrain_set(tuple(roles["predicate"]))
    return (got[1], got[0]) if got is not None else None


# 「自軍本陣」 / 「敵軍本陣」 quoted as the rules name them (5.1.2.8): the quoted term -> side (data)
_QUOTED_HQ = {"自軍本陣": "own", "敵軍本陣": "enemy"}


def _here_next_to(cl: Any) -> tuple[str, str] | None:
    """「この地形が自軍 / 敵軍本陣 / 支配地形 / 配置地形に隣接している」 (the term bare or quoted):
    (side, set) — set ``hq`` (本陣, 5.1.2.8), ``controlled`` or ``placed`` — else None."""
    if getattr(cl, "verb", None) != "adjoin" or getattr(cl, "modal", None) is not None:
        return None
    if getattr(getattr(cl, "form", None), "value", None) not in ("progressive", "final"):
        return None
    roles: dict[str, tuple[Any, ...]] = {}
    for a in getattr(cl, "args", ()) or ():
        if a.role.value in roles:
            return None
        roles[a.role.value] = tuple(_terms(a.value))
    if set(roles) != {"subject", "goal"}:
        return None
    if _shape(roles["subject"]) != [("Ref", "this"), ("CardKind", "terrain")]:
        return None
    goal = roles["goal"]
    if len(goal) == 1 and _cls(goal[0]) == "Name":
        side = _QUOTED_HQ.get(str(getattr(goal[0], "text", "")))
        if side is not None:
            return side, "hq"
    if (
        len(goal) == 2
        and _cls(goal[0]) == "Owner"
        and (_cls(goal[1]), getattr(goal[1], "id", None)) == ("Zone", "headquarters")
    ):
        side = _OWNERS.get(str(goal[0].who))
        return (side, "hq") if side in ("own", "enemy") else None
    got = _terrain_set(goal)
    return (got[1], got[0]) if got is not None else None


def _here_named(cl: Any) -> tuple[str, bool] | None:
    """「この地形のカード名に「X」が含まれる / 含まれない」 (and the active 「この地形がカード名に「X」を
    含む / 含まない」, the shared ``active_contain``): (X, True for 含まれる), else None."""
    from ruling.cardtext.conditions import active_contain

    act = active_contain(cl) or cl
    if getattr(act, "verb", None) != "contain" or getattr(act, "modal", None) is not None:
        return None
    form = getattr(getattr(act, "form", None), "value", None)
    if form not in ("final", "negative"):
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(act, "args", ())}
    if set(roles) != {"subject", "goal", "object"} or len(getattr(act, "args", ())) != 3:
        return None
    if _shape(roles["subject"]) != [("Ref", "this"), ("CardKind", "terrain")]:
        return None
    if _shape(roles["goal"]) not in ([("Word", "card_name")], [("Word", "name")]):
        return None
    what = roles["object"]
    if len(what) != 1 or _cls(what[0]) != "Name" or not getattr(what[0], "text", ""):
        return None
    return str(what[0].text), form == "final"


def _whose_turn(cl: Any) -> str | None:
    """「(現在が)自軍 / 敵軍(の)ターン(中)」 and 「自軍 / 敵軍が進軍側 / 守備側」: "own" when the
    turn is the ability's player's, "enemy" when it is the other's; else None."""
    if getattr(cl, "verb", None) != "be":
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if len(roles) != len(getattr(cl, "args", ())):
        return None
    pred = [
        (_cls(t), getattr(t, "who", None) or getattr(t, "id", None))
        for t in roles.get("predicate", ())
    ]
    subj = [
        (_cls(t), getattr(t, "who", None) or getattr(t, "text", None))
        for t in roles.get("subject", ())
    ]
    if set(roles) - {"subject", "predicate"} or not pred:
        return None
    if pred[-1] == ("Word", "during"):
        pred = pred[:-1]
    if (
        len(pred) == 2
        and pred[0][0] == "Owner"
        and pred[1] == ("Word", "turn")
        and (not subj or (len(subj) == 1 and subj[0][1] in _NOW_WORDS))
    ):
        return _OWNERS.get(str(pred[0][1]))
    ptext = [getattr(t, "text", None) for t in roles.get("predicate", ())]
    if len(subj) == 1 and subj[0][0] == "Owner" and len(ptext) == 1 and ptext[0] in _TURN_ROLES:
        side = _OWNERS.get(str(subj[0][1]))
        if side is None:
            return None
        role = _TURN_ROLES[str(ptext[0])]
        return role if side == "own" else ("enemy" if role == "own" else "own")
    return None


def _in_this_battle(cl: Any) -> Any:
    """「この戦闘で…」 said of a clause (the means 「この戦闘」): the clause without it, or None when
    it has no such argument."""
    args = tuple(getattr(cl, "args", ()) or ())
    said = [
        a
        for a in args
        if a.role.value == "means"
        and _shape(_terms(a.value)) == [("Ref", "this"), ("Word", "combat")]
    ]
    if len(said) != 1:
        return None
    return replace(cl, args=tuple(a for a in args if a is not said[0]))


def _pred_of(cl: Any) -> Any:
    """The predicate's value of a clause (the first), or an empty noun phrase."""
    for a in getattr(cl, "args", ()) or ():
        if a.role.value == "predicate":
            return a.value
    return A.NounPhrase(terms=())


def _row(terms: tuple[Any, ...]) -> str | None:
    """「最前列」 / 「最後列」 alone: front / back (8.3.3.2), else None."""
    if len(terms) != 1 or _cls(terms[0]) != "Unknown":
        return None
    return _ROWS.get(str(getattr(terms[0], "text", "")))


def _target_condition(cond: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A condition's clause read as printed (``_condition_as_printed``); else the same clause in
    another of its forms (``_clause_forms``: the negative of a state, the progressive of a
    stative verb, 「いる」 for 「存在する」 …), the first one read."""
    try:
        return _condition_as_printed(cond)
    except Unsupported:
        cl = getattr(cond, "clause", None)
        for other, negate in _clause_forms(cl):
            marker = cond.marker
            if (
                negate
                and getattr(other, "verb", None) == "be"
                and getattr(getattr(cl, "form", None), "value", None) == "negative"
            ):
                # 「XがYでない場合」: the denial of 「XがYの場合」 (a nominal predicate)
                other, marker = replace(other, form=A.Form.NOMINAL), "no_baai"
            try:
                got = _condition_as_printed(replace(cond, clause=other, marker=marker))
            except Unsupported:
                continue
            if got is None:
                continue
            if not negate:
                return got
            if got[0] in NEGATABLE or (got[0] == "on_this" and got[1][0] in NEGATABLE):
                return ("on_this", ("not", got[1])) if got[0] == "on_this" else ("not", got)
            if got[0] == "turn":
                # 「(この戦闘で)敵軍が進軍側でない」: every turn is one of the two players' and
                # its 進軍側 that player (1.3.7, 7.1.2.1), so the denial is the other side's
                # (with no battle 「この戦闘で…」 stays false either way, 4.1.13)
                return "turn", (_OTHER_SIDE[str(got[1][0])], *got[1][1:])
        raise


_OTHER_SIDE = {"own": "enemy", "enemy": "own"}


# the states of a unit on the battlefield a condition may deny (「…でない / …していない場合」):
# defined for every such unit (4.1.13: a unit elsewhere has none of them, and the denial is false
# there too) — read by ``common._matches`` (data)
NEGATABLE = frozenset(
    {
        "in_battle",
        "equipped",
        "hero",
        "acted",
        "damaged",
        "in_hq",
        "fighting_one",
        "holds",
        "has",
        "on_battlefield",
    }
)
_POSITIVE_FORMS = {
    "negative": "final",
    "progressive_neg": "progressive",
    "negative_progressive": "progressive",
}


def _clause_forms(cl: Any) -> list[tuple[Any, bool]]:
    """The other forms of a condition's clause, each with whether it is denied: its verb's
    negative (「…していない / …でない / …いない」 -> the positive, denied); the progressive of a
    stative verb (「…を持っている」 = 「…を持つ」); 「いる / いない」 as 「存在する / 存在しない」;
    「XがYと戦闘している」 / 「Xが戦闘している」 as 「XがYのユニットと戦闘している」 / 「Xが戦闘に
    参加している」 (8.2.3); 「Xが(自軍 / 敵軍)本陣に存在する」 as 「(自軍 / 敵軍)本陣に存在する」 said
    of X (5.1.2.8); 「<zone>に<cards>が存在する」 as 「…が1枚以上ある」 (a pile's cards counted)."""
    if _cls(cl) != "Action":
        return []
    out: list[tuple[Any, bool]] = []
    form = getattr(getattr(cl, "form", None), "value", None)
    bases: list[tuple[Any, bool]] = [(cl, False)]
    if form in _POSITIVE_FORMS:
        pos = replace(cl, form=type(cl.form)(_POSITIVE_FORMS[str(form)]))
        bases.append((pos, True))
        if cl.verb == "exist":
            # 「いない」: 「存在しない」 (the count none: ``_exists``), not a denied state
            out.append((replace(cl, verb="exist_in"), False))
    for base, neg in bases:
        verb = getattr(base, "verb", None)
        bform = getattr(getattr(base, "form", None), "value", None)
        if neg:
            out.append((base, True))
        beside = _beside_group(base)
        if beside is not None:
            out.append((beside, neg))
        if verb == "have" and bform == "progressive":
            out.append((replace(base, form=type(base.form)("final")), neg))
        if verb == "exist":
            out.append((replace(base, verb="exist_in"), neg))
        roles = {a.role.value: a for a in base.args}
        if (
            verb in ("exist", "exist_in")
            and set(roles) == {"goal", "subject"}
            and any(_cls(t) == "Zone" for t in _terms(roles["goal"].value))
        ):
            # 「自軍捨て山に「種族:X」のカードが存在する」: 「…が1枚以上ある」 (a pile's cards counted)
            one = A.Count(number=A.Number(value=1), unit="card", bound="at_least")
            args = (*base.args, A.Arg(A.Role.NONE, A.NounPhrase(terms=(one,))))
            out.append((replace(base, verb="exist_thing", args=args), neg))
        if (
            verb == "do"
            and bform == "progressive"
            and set(roles) in ({"subject", "none"}, {"subject", "none", "with"})
        ):
            if _shape(_terms(roles["none"].value)) == [("Word", "combat")]:
                if "with" not in roles:
                    # 「Xが戦闘している」: X takes part in the battle going on (8.2.3)
                    args = (
                        roles["subject"],
                        A.Arg(A.Role.GOAL, A.NounPhrase(terms=(A.Word(id="combat"),))),
                    )
                    out.append((replace(base, verb="participate", args=args), neg))
                else:
                    wts = tuple(_terms(roles["with"].value))
                    if len(wts) == 1 and _cls(wts[0]) == "Characteristic":
                        # 「Xが「種族:Y」と戦闘している」: with a unit of it
                        unit = A.NounPhrase(terms=(wts[0], A.CardKind(id="unit")), links=("の",))
                        args = tuple(
                            replace(a, value=unit) if a.role.value == "with" else a
                            for a in base.args
                        )
                        out.append((replace(base, args=args), neg))
                    elif _shape(wts[-1:]) == [("CardKind", "unit")] and all(
                        _cls(t) == "Owner" for t in wts[:-1]
                    ):
                        # 「Xが(敵軍)ユニットと戦闘している」: X fights someone — it takes part in
                        # the battle (a battle has units of both sides, 8.2.3, 8.2.1)
                        args = (
                            roles["subject"],
                            A.Arg(A.Role.GOAL, A.NounPhrase(terms=(A.Word(id="combat"),))),
                        )
                        out.append((replace(base, verb="participate", args=args), neg))
    return out


def _beside_group(cl: Any) -> Any:
    """「対象 / このユニットが「種族:X」の自軍ユニットと同じ地形に存在する」 (the grammar hangs the
    subject on 同じ): X is on the terrain of a unit so described — as 「対象と同じ地形に「種族:X」の
    自軍ユニットが他に存在する」 (5.1.2.4; one is not beside itself). Else None."""
    if getattr(cl, "verb", None) not in ("exist", "exist_in") or len(cl.args) != 1:
        return None
    (goal,) = cl.args
    ts = tuple(_terms(goal.value))
    if goal.role.value != "goal" or len(ts) != 2 or _shape(ts[1:]) != [("CardKind", "terrain")]:
        return None
    same = getattr(ts[0], "clause", None)
    if _cls(ts[0]) != "Relative" or getattr(same, "verb", None) != "same":
        return None
    roles = {a.role.value: a for a in same.args}
    if set(roles) != {"subject", "with"} or len(same.args) != 2:
        return None
    who = _shape(_terms(roles["subject"].value))
    if who not in ([("Word", "target")], [("Ref", "this_unit")]):
        return None
    if _shape(_terms(roles["with"].value)[-1:]) != [("CardKind", "unit")]:
        return None
    place = A.NounPhrase(
        terms=(
            A.Relative(clause=replace(same, args=(replace(roles["subject"], role=A.Role.WITH),))),
            ts[1],
        ),
        links=("",),
    )
    return replace(
        cl,
        verb="exist_in",
        args=(
            A.Arg(A.Role.GOAL, place),
            A.Arg(A.Role.GOAL, A.NounPhrase(terms=(A.Ref(id="other"),))),
            replace(roles["with"], role=A.Role.SUBJECT),
        ),
    )


def _party_contains(cl: Any) -> Any:
    """「対象が「種族:X」を含む / 含まない」 (a party, 〈対象:敵軍パーティ〉): a unit of it is so
    described — as 「対象と同じパーティに「種族:X」のユニットが存在する / 存在しない」 (the party
    the target is, 4.4.1; the unit itself counted). Else None."""
    if getattr(cl, "verb", None) != "contain" or len(cl.args) != 2:
        return None
    if getattr(getattr(cl, "form", None), "value", None) not in ("final", "negative"):
        return None
    roles = {a.role.value: a for a in cl.args}
    if set(roles) != {"subject", "object"}:
        return None
    if _shape(_terms(roles["subject"].value)) != [("Word", "target")]:
        return None
    what = tuple(_terms(roles["object"].value))
    if len(what) != 1 or _cls(what[0]) != "Characteristic":
        return None
    same = A.Action(verb="same", args=(A.Arg(A.Role.WITH, roles["subject"].value),))
    place = A.NounPhrase(terms=(A.Relative(clause=same), A.Word(id="party")), links=("",))
    unit = A.NounPhrase(terms=(what[0], A.CardKind(id="unit")), links=("の",))
    return replace(
        cl,
        verb="exist_in",
        args=(A.Arg(A.Role.GOAL, place), A.Arg(A.Role.SUBJECT, unit)),
    )


def _battle_going(subj: list[Any], pred: list[Any]) -> tuple[Any, ...] | None:
    """「戦闘中(なら / の場合)」 with no subject, or with 「自軍 / 敵軍(の)本陣」 / 「この地形」 as
    its subject: () / (side,) / ("here",), else None."""
    if len(pred) != 1 or _shape(_terms(pred[0].value)) != [("Word", "combat"), ("Word", "during")]:
        return None
    if not subj:
        return ()
    if len(subj) != 1:
        return None
    sts = _terms(subj[0].value)
    shape = _shape(sts)
    if len(shape) == 2 and shape[1] == ("Zone", "headquarters") and _cls(sts[0]) == "Owner":
        side = _OWNERS.get(str(sts[0].who))
        return (side,) if side is not None else None
    return None


def _condition_as_printed(cond: Any) -> tuple[str, tuple[Any, ...]] | None:
    if cond is None:
        return None
    cl = getattr(cond, "clause", None)
    if getattr(cl, "verb", None) == "and" and cond.marker in ("baai", "no_baai"):
        return _conjoined(cond, cl)
    split = _copula_then(cond, cl)
    if split is not None:
        # 「AがBで、CがDする場合」: both (4.7.7), each read as it is alone
        both = [_target_condition(c) for c in split]
        if all(b is not None for b in both):
            return _all_parts(both)  # type: ignore[arg-type]
    compared = _stat_compared(cl) if getattr(cond, "marker", None) == "baai" else None
    if compared is not None:
        # 「対象のレベルがこのユニットのレベルより高い場合」: two units' values compared (4.1.14;
        # ``common.condition_met``), as 「…以上 / 以下 / 未満の場合」 are
        return "stat_vs", compared
    at_row = _at_row(cond, cl)
    if at_row is not None:
        # 「対象 / このユニットが最前列にいる / いない場合」: 「…が最前列の場合」 / 「…でない場合」
        cond, negate = at_row
        inner = _target_condition(cond)
        return ("not", inner) if negate else inner  # type: ignore[return-value]
    negated = _negated(cond, cl)
    if negated is not None:
        # 「対象が「属性:火」でない場合」 / 「戦闘が行われている地形が「属性:水」でない場合」: the
        # condition without 「でない」 does not hold — on a value the card has (4.1.13: a
        # condition asking what is not defined for the card is false either way)
        inner = _target_condition(negated)
        if inner is not None and inner[0] == "zone_card":
            # 「自軍捨て山の一番上のカードが「種族:X」ではない場合」: the card there is not so (its
            # 「でない」 read on that card: a value it does not have defined, false, 4.1.13)
            side, zone, at, what = inner[1]
            return "zone_card", (side, zone, at, ("not", what))
        if inner is None or (
            inner[0] not in ("species", "attribute", "battle_terrain", "row")
            and inner[0] not in NEGATABLE
        ):
            raise Unsupported("a negated condition other than 「種族:…」/「属性:…」 not run yet")
        return "not", inner
    if (
        getattr(cond, "marker", None) == "baai"
        and getattr(cl, "verb", None) == "have"
        and getattr(cl.form, "value", None) == "negative"
    ):
        # 「対象が「耐性:火炎」 / 「イニシアチブ:x」 / 「種族:X」を持たない場合」: the condition
        # 「…を持つ場合」 does not hold (the unit has it or not: defined for every unit)
        inner = _target_condition(replace(cond, clause=replace(cl, form=type(cl.form)("final"))))
        if inner is None or inner[0] not in (
            "has",
            "hero",
            "holds",
            "species",
            "attribute",
            "advance_type",
        ):
            raise Unsupported("a negated 「…を持たない」 of this form not run yet")
        return "not", inner
    contains = _party_contains(cl) if getattr(cond, "marker", None) == "baai" else None
    counted_in = _exists(contains) if contains is not None else None
    if counted_in is not None:
        # 「対象が「種族:X」を含む / 含まない場合」 (〈対象:…パーティ〉, ``compile_ability``): a unit
        # of the target party so described (4.4.1, 4.7.5), as ``exists_target`` counts it
        return "party_contains", counted_in
    partner = _battle_partner(cl)
    if partner is not None:
        # 「対象が「種族:X」のユニットと戦闘している場合」, 「対象と戦闘している(敵軍)ユニットが
        # 「種族:X」の場合」: one of the units the target fights meets it (8.2.3)
        return "fighting_one", partner
    place = _battle_place(cl)
    hq = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in place or ()]
    if len(hq) == 2 and hq[0][0] == "Owner" and hq[1] == ("Zone", "headquarters"):
        # 「(この)戦闘が自軍本陣で行われている / 自軍本陣で戦闘が行われている」: 「自軍本陣が戦闘中」
        # (``battle_going``: a battle going on on that side's headquarters' terrain, 8.2.3,
        # 5.1.2.8)
        side = _OWNERS.get(str(hq[0][1]))
        if side is not None:
            return "battle_going", (side,)
    on_set = _battle_held_on_set(cl)
    if on_set is not None:
        # 「この戦闘が自軍配置地形 / 敵軍支配地形で行われている場合」: the battle going on (8.2.3) is
        # held on one of that side's terrains of the set (5.1.2.14, 5.1.2.11), the side relative
        # to the ability's player (``common.ON_CARD_KINDS``)
        return "battle_on_set", on_set
    held_at = _battle_held_at(cl)
    if held_at is not None:
        # 「(この)戦闘が「属性:風」の地形で行われている場合」: the terrain the battle is held on has
        # it — 「戦闘が行われている地形が「属性:風」の場合」 with the terrain named by で (8.2.5)
        return "battle_terrain", held_at
    hero = _has_hero(cl) if getattr(cond, "marker", None) == "baai" else None
    if hero is not None:
        # 「対象 / このユニットが「英雄」を持つ場合」: the unit has the hero icon (15.1.1: 「英雄」 is
        # what a card 「持つ」) — 「対象が「英雄」の場合」, read on 「このユニット」 through
        # ``on_this`` (4.7.2)
        return hero
    had = _has_characteristic(cl) if getattr(cond, "marker", None) == "baai" else None
    if had is not None:
        # 「対象が「種族:ドラゴン」を持つ場合」: a characteristic the card has (10.14.2 speaks of
        # characteristics a card 「持つ」) — 「対象が「種族:ドラゴン」の場合」
        return had
    acted_now = _acted_progressive(cl) if getattr(cond, "marker", None) == "baai" else None
    if acted_now is not None:
        # 「対象が行動完了している / していない場合」: 「対象が行動完了 / 未行動の場合」 (4.10.1)
        return "acted", (acted_now,)
    if getattr(cond, "marker", None) in ("baai", "no_baai") and _has_standing(cl):
        # 「対象が「イニシアチブ:x」を持つ場合」: the target has that standing ability (13.1)
        return "has", _has_standing(cl)
    into = _advanced_into(cl) if getattr(cond, "marker", None) == "baai" else None
    if into is not None:
        # 「このユニットが敵軍支配地形に進軍した場合」: this unit moved in the advance that ends, to
        # a terrain that side controlled (12.2.5.1.5, 5.1.2.11)
        return "advanced_into", into
    advanced = _advanced_turn(cl) if getattr(cond, "marker", None) == "baai" else None
    if advanced is not None:
        # 「対象 / このユニットがこのターン進軍した / していない場合」: the unit carried out an
        # advance this turn (12.2.5.1.5) — or not
        return "advanced_turn", advanced
    attacked = _attacked_in_battle(cl) if getattr(cond, "marker", None) == "baai" else None
    if attacked is not None:
        # 「対象がこの戦闘中に攻撃を行った / 行っていない場合」: the unit took part in an attack of
        # the battle going on (9.1, 9.3) — or not
        return "attacked", (attacked,)
    used = _declared_use(cl) if getattr(cond, "marker", None) == "no_baai" else None
    if used is not None:
        # 「対象が戦闘スペルを使用したユニットの場合」: 10.13.1's 「～したユニット」, the unit that
        # declared the use of such a card in the counter chain being processed (10.13.2)
        return "declared_use", (used,)
    if getattr(cond, "marker", None) == "baai" and _declared_attack(cl):
        # 「対象が攻撃を宣言した」 (as what 〈対象:～〉 asks): a unit that declared the attack being
        # answered (9.1, 10.10.8.1)
        return "declared_attack", ()
    died = _died_in_battle(cl) if getattr(cond, "marker", None) == "baai" else None
    if died is not None:
        # 「この戦闘で(「種族:X」の)自軍 / 敵軍ユニットが死亡した場合」: a unit of that side died in
        # the battle going on (12.6.1)
        return "died", died
    held = _holds_keyword(cl) if getattr(cond, "marker", None) in ("baai", "no_baai") else None
    if held is not None:
        # 「対象が「弱点:精神」 / 「耐性:火炎」を持つ場合」: a weakness / resistance of that
        # attribute among the unit's (13.1.8, 13.1.7)
        return "holds", held
    worn = _wears(cl) if getattr(cond, "marker", None) == "baai" else None
    if worn is not None:
        # 「対象が装備品を装備している場合」: an equipment is on the unit (2.1.2.1.2.1);
        # 「…「分類:装備品」のアイテムを2つ以上装備している場合」: that many (op, n)
        return "equipped", worn
    if getattr(cond, "marker", None) == "baai" and _died_by_this_effect(cl):
        # 「この効果で対象が死亡した場合」: the target, proper when the effect began (10.10.5),
        # died of its steps before — at once (11.3.1.2.1): it died and is in the discard pile
        # (12.6.1; a death replaced, 10.8.3, is none). Read only as a step's own condition after
        # a damage step (``_step_hook``, ``_died_after_damage``)
        return "died_by_effect", ()
    fate = _fate(cl) if getattr(cond, "marker", None) == "baai" else None
    if fate is not None:
        # 「対象が(この効果で)死亡した / 死亡しなかった場合」, 「対象が破棄された / 破棄されている /
        # 破棄されなかった場合」: what the steps before did to the target — proper when the effect
        # began (10.10.5) — read as the step comes: died (at once, 11.3.1.2.1: ``died_by_effect``),
        # not died (still a unit on the battlefield, 4.5.2: ``alive``), discarded (in its owner's
        # discard pile, 12.4.1: ``discarded``) or not. Only as a step's own condition after a step
        # that can bring it about (``_died_after_damage``)
        event, negated = fate
        if event == "died":
            return ("alive", ()) if negated else ("died_by_effect", ())
        return "discarded", (not negated,)
    if getattr(cond, "marker", None) == "baai" and _not_dead(cl):
        # 「対象が死亡していない場合」: the unit has not died (4.5.2: it would be discarded at
        # once) — it is still a unit on the battlefield
        return "alive", ()
    if getattr(cond, "marker", None) == "baai" and _not_dead(cl, "this_unit"):
        # 「(この戦闘で)このユニットが死亡していない場合」: the same, read on the unit 「このユニット」
        # names (4.7.2, ``common.on_this``)
        return "on_this", ("alive", ())
    advance = _has_advance_type(cl)
    if getattr(cond, "marker", None) in ("baai", "no_baai") and advance:
        # 「対象が進軍タイプ「飛行」を持つ場合」: one of the unit's advance types (2.1.19.1; a card
        # with several is each of them, 2.1.19.3)
        return "advance_type", advance
    fought_on = _fighting_on(cl) if getattr(cond, "marker", None) == "baai" else None
    if fought_on is not None:
        # 「対象が「属性:水」の地形で戦闘している場合」: the target takes part in the battle going on
        # (8.2.3) and that battle's terrain has one of the values (8.2.5, 4.7.5)
        return "and", (("in_battle", ()), ("battle_terrain", fought_on))
    if getattr(cond, "marker", None) in ("baai", "no_baai") and _in_battle(cl):
        # 「対象が戦闘に参加している場合」: the target is a unit of the battle going on, on its
        # terrain (8.2.3, 14.5.4.1)
        return "in_battle", ()
    role = _party_role(cl) if getattr(cond, "marker", None) == "baai" else None
    if role is None and getattr(cond, "marker", None) == "baai":
        role = _party_role_and(cl)
    if role is not None:
        # 「対象が守備側 / 進軍側パーティに属している場合」: a unit on the battlefield (in a party,
        # 4.4.1) of the player not taking the turn / taking it (1.3.7); 「このユニットが先攻側
        # パーティに属している場合」: the unit is in the battle on that side (8.3.4.8), as
        # 「このユニットが先攻側の場合」
        return role
    counted = _party_count(cl) if getattr(cond, "marker", None) in ("baai", "no_baai") else None
    if counted is not None:
        # 「敵軍パーティのユニット数が自軍パーティのユニット数より多い場合」 / 「…が3体以上の場合」:
        # the units of each side's party on the target's terrain (4.4.1) counted and compared
        return "party_count", counted
    zones = _zone_compared(cl) if getattr(cond, "marker", None) == "baai" else None
    if zones is not None:
        # 「自軍除外ゾーンのカードが敵軍除外ゾーンのカードより多い場合」: each side's zone counted
        # (5.1.5.6, 5.1.6.5: public), read on the ability's card (``common.ON_CARD_KINDS``)
        return "zone_cmp", zones
    compared = _count_compared(cl) if counted is None else None
    if compared is not None:
        # 「敵軍ユニットの数が自軍ユニットの数より多い場合」: each group counted as 「…が存在する」
        # counts it (5.1.2.4, 4.4.1), read on the ability's unit or card (its side)
        return "count_cmp", compared
    party_has = _party_has(cl) if getattr(cond, "marker", None) == "baai" else None
    if party_has is not None:
        # 「敵軍パーティに「種族:ドラゴン」のユニットが存在する場合」: a unit of that side's party on
        # the target's terrain (4.4.1) has one of the values (4.7.5)
        return "party_has", party_has
    if getattr(cond, "marker", None) == "baai" and getattr(cl, "verb", None) == "exist_in":
        try:
            # the clause of 〈発動条件:この地形に(自軍)ユニットが存在する〉 (14.8.2), as a condition
            here = _activation(replace(cond, marker="activation"))
        except Unsupported:
            here = None
        if here is not None and here[0] == "units_here":
            # 「この地形に自軍ユニットが存在する場合」: a unit (of that side, relative to the
            # ability's player) on the terrain its card is on (5.1.2.4)
            return "units_here", (here[1],)
    only = _only_count(cl) if getattr(cond, "marker", None) in ("baai", "no_baai") else None
    if only is not None:
        # 「自軍パーティのユニットが1体のみの場合」: the count exactly n (「…が1体の場合」);
        # 「…がこのユニット1体のみ」: and the one is this unit — it takes part (8.2.3, 4.7.2)
        clause, this_named = only
        counted_only = _condition_of(replace(cond, clause=clause))
        if counted_only is not None and this_named:
            return "and", (counted_only, ("on_this", ("in_battle", ())))
        return counted_only
    among = _among_clause(cl) if getattr(cond, "marker", None) == "baai" else None
    if among is not None:
        # 「対象の中に…が存在する」: read with the 〈対象:～〉 (``_among_targets``)
        return "among", among
    counted_units = _exists(cl) if getattr(cond, "marker", None) == "baai" else None
    if counted_units is None and getattr(cond, "marker", None) in ("baai", "no_baai"):
        # 「自軍パーティが3体以上の場合」, 「この地形の敵軍ユニットが2体以上の場合」, 「…に3体以上の
        # ユニットが存在する場合」: the same count as 「…にユニットが3体以上存在する場合」
        as_exists = _count_as_existence(cl)
        counted_units = _exists(as_exists) if as_exists is not None else None
    if counted_units is not None and counted_units[0] in _ON_TARGET_PLACES:
        # 「対象と同じ地形に「種族:X」の自軍ユニットが他に存在する場合」, 「対象と同じパーティに…が
        # 2体以上存在する場合」: the same count, of the target's terrain (5.1.2.4) / party (4.4.1),
        # read on the target (its 「他に」 the target itself)
        return "exists_target", counted_units
    if counted_units is not None:
        # 「この地形に「種族:X」の自軍ユニットが存在する / 存在しない場合」, 「自軍パーティに「種族:X」の
        # ユニットが(自身以外に / 2体以上)存在する場合」: the units so described on that terrain
        # (5.1.2.4) or in that party (4.4.1), counted
        return "exists", counted_units
    for reader, markers, kind, wrap in _printed_readers():
        if getattr(cond, "marker", None) not in markers:
            continue
        got = reader(cl)
        if got is not None:
            return got if kind is None else (kind, (got,) if wrap else got)
    in_battle = _in_this_battle(cl) if getattr(cond, "marker", None) == "no_baai" else None
    turn = _whose_turn(in_battle) if in_battle is not None else None
    if turn is not None and [getattr(t, "text", None) for t in _terms(_pred_of(in_battle))][
        -1:
    ] in ([r] for r in _TURN_ROLES):
        # 「この戦闘で自軍が守備側 / 進軍側の場合」: the side a player is in the battle going on —
        # the turn's (a battle arises as the 進軍側's unit advances onto the 守備側's terrain,
        # 8.1.1; 1.3.7); with no battle going on there is no 「この戦闘」: false (4.1.13)
        return "turn", (turn, "battle")
    died = _died_counted(cl) if getattr(cond, "marker", None) == "no_baai" else None
    if died is not None:
        # 「この戦闘で死亡したユニットが2体以上の場合」: the deaths of the battle going on (12.6.1)
        # counted, read on the ability's card
        return "died", died
    if getattr(cond, "marker", None) != "no_baai" or getattr(cl, "verb", None) != "be":
        raise Unsupported("a condition of a form not run yet")
    hand = _hand_count(cl)
    if hand is not None:
        # 「自軍(の)手札が2枚以下の場合」: that player's hand counted (5.1.4.3: public), the side
        # relative to the ability's card (``common.condition_card``)
        return "hand_count", hand
    held = _controlled_count(cl)
    if held is not None:
        return "controlled", held
    subj = [a for a in cl.args if a.role.value == "subject"]
    pred = [a for a in cl.args if a.role.value == "predicate"]
    if subj and pred:
        # 「この地形の属性が「属性:水」の場合」: 「…の属性」 before a 「属性:X」 is the card's
        # attribute, as 「この地形が「属性:水」の場合」 says it (2.1.13.1, 2.1.22.1)
        subj = [replace(subj[0], value=_without_kind_word(subj[0].value, pred[0].value))]
    if subj and pred:
        # 「この地形が「属性:水」の地形の場合」: a terrain said to be a terrain of that attribute —
        # 「この地形が「属性:水」の場合」 with the kind said again
        pts = _terms(pred[0].value)
        sts = _terms(subj[0].value)
        if (
            len(pts) == 2
            and _cls(pts[0]) == "Characteristic"
            and (_cls(pts[1]), getattr(pts[1], "id", None)) == ("CardKind", "terrain")
            and sts
            and (_cls(sts[-1]), getattr(sts[-1], "id", None)) == ("CardKind", "terrain")
        ):
            pred = [replace(pred[0], value=replace(pred[0].value, terms=pts[:1], links=()))]
    if (
        subj
        and pred
        and _battle_terrain(subj[0].value)
        and _terrain_set(tuple(_terms(pred[0].value))) is not None
    ):
        # 「戦闘が行われている地形が自軍配置地形の場合」: as 「この戦闘が自軍配置地形で行われている
        # 場合」 (``battle_on_set``: 8.2.3, 5.1.2.14)
        return "battle_on_set", _terrain_set(tuple(_terms(pred[0].value)))  # type: ignore[return-value]
    if subj and pred and _battle_terrain(subj[0].value) and len(_terms(pred[0].value)) == 1:
        # 「戦闘が行われている地形が「属性:水」の場合」: the terrain of the battle going on has it
        # (8.2.5: a situation a card refers to in a battle is the battle's terrain's)
        return "battle_terrain", _characteristic(_terms(pred[0].value)[0])
    if (
        subj
        and pred
        and _battle_terrain(subj[0].value)
        and len(_terms(pred[0].value)) > 1
        and set(getattr(pred[0].value, "links", ())) <= set(_OR_LINKS)
    ):
        # 「戦闘が発生している地形が「属性:水」または「属性:土」の場合」: the battle's terrain has
        # either (4.7.5); parts of one kind only (else refused below as another form)
        either = _any_of(tuple(_characteristic(t) for t in _terms(pred[0].value)))
        if either[0] != "any_of":
            return "battle_terrain", either  # type: ignore[return-value]
    if (
        subj
        and pred
        and _shape(_terms(subj[0].value)) == [("Ref", "this"), ("CardKind", "terrain")]
        and len(_terms(pred[0].value)) == 1
    ):
        # 「この地形が「属性:水」の場合」: the terrain the ability's card is on (its own card when
        # that is a terrain; a unit's terrain is the one in its area, 5.1.2.4), as 「この地形に
        # …存在する場合」 reads it; none there: false (4.1.13)
        return "here_terrain", _characteristic(_terms(pred[0].value)[0])
    at = _unit_terrain(subj, pred)
    if at is not None:
        # 「対象 / このユニットが存在する地形が「属性:X」の場合」: the terrain in the area the unit
        # is in (5.1.2.4: one at most) has one of the values (4.7.5); none there: false (4.1.13)
        return "unit_terrain", at
    side = _side(subj, pred)
    if side is not None and side[1] in ("own", "enemy"):
        # 「自軍が先攻の場合」: read on the ability's card (``common.ON_CARD_KINDS``, 8.3.4.8)
        return "army_side", side
    if side is not None:
        # 「対象 / このユニットが先攻側 / 後攻側の場合」: the unit is in the battle on that side
        # (8.3.4.8); none decided (8.3.4.9) or no battle: not defined, false (4.1.13)
        return "side", side
    role = _role(subj, pred)
    if role is not None:
        # 「対象 / このユニットが進軍側 / 守備側の場合」: the unit is of the player taking / not
        # taking the turn (7.1.2.1, 1.3.7), as 「…パーティに属している」 reads it
        return "party_role", role
    in_battle = _battle_units_count(subj, pred)
    if in_battle is not None:
        # 「この戦闘に参加している(自軍の)(「種族:X」の)ユニットが2体以上の場合」: the units taking part
        # in the battle going on (8.2.3) of that side (relative to the ability's unit or card),
        # counted as 「…に…存在する」 is (``exists``, place "battle")
        return "exists", in_battle
    going = _battle_going(subj, pred)
    if going is not None:
        # 「戦闘中なら」 / 「自軍の本陣が戦闘中の場合」: a battle is going on (8.2.3) — on that
        # side's headquarters' terrain (5.1.2.8) when one is named
        return "battle_going", going
    pair = _stat_pair(subj, pred)
    if pair is not None:
        # 「対象の防御力が「このユニットの攻撃力」以下の場合」: two units' values compared, each read
        # as it is when the effect takes effect (4.1.14; ``common.condition_met``)
        return "stat_vs", pair
    stat = _stat_condition(subj, pred)
    if stat is not None:
        # 「対象の攻撃力が3以上の場合」: a value of the target against a number (4.1.14: read as
        # it is when the effect takes effect)
        return "stat", stat
    at_zone = _zone_card(subj, pred)
    if at_zone is not None:
        # 「自軍捨て山の一番上のカードが「種族:ドラゴン」の場合」: the card at that position of that
        # side's zone (top first, 5.1.5.6: the discard pile public) meets the description
        return "zone_card", at_zone
    types = _advance_type_of_target(subj, pred)
    if types is not None:
        # 「対象の進軍タイプが「飛行」(または「長距離飛行」)の場合」: as 「対象が「進軍タイプ:飛行」の
        # 場合」 — one of the unit's advance types is one of those (2.1.19.1, 2.1.19.3; 4.7.5)
        return "advance_type", types
    if not subj or not pred or [_cls(t) for t in _terms(subj[0].value)] != ["Word"]:
        raise Unsupported("a condition about something other than the target")
    terms = _terms(pred[0].value)
    row = _row(terms)
    if row is not None and [getattr(t, "id", None) for t in _terms(subj[0].value)] == ["target"]:
        # 「対象が最前列 / 最後列の場合」: the unit is the front / the back of its party's formation
        # in the battle going on (8.3.3.1, 8.3.3.2; a party of one unit is both, 8.3.3.3)
        return "row", (row,)
    if _is_hero_word(terms) and [getattr(t, "id", None) for t in _terms(subj[0].value)] == [
        "target"
    ]:
        # 「対象が「英雄」の場合」: a hero unit (15.1.1: one with the hero icon)
        return "hero", ()
    acted = _acted(terms)
    if acted is not None and [getattr(t, "id", None) for t in _terms(subj[0].value)] == ["target"]:
        # 「対象が行動完了 / 未行動の場合」: the unit's placement state (4.10.1.1, 4.10.1.2)
        return "acted", (acted,)
    links = tuple(getattr(pred[0].value, "links", ()))
    if len(terms) > 1 and set(links) == {"かつ"}:
        # 「対象が「種族:ドラゴン」かつ「属性:火」の場合」 (4.7.7): both parts must hold — a part
        # may be a value bounded (「「レベル:2以上」」, 「「リミット:6以上」」: ``_value_part``)
        return "and", tuple(_value_part(t) or _characteristic(t) for t in terms)
    if len(terms) > 1 and set(links) <= set(_OR_LINKS):
        # 「対象が「種族:ドラゴン」または / か / or 「種族:レプタイル」の場合」 (4.7.5: either holds)
        return _any_of(tuple(_characteristic(t) for t in terms))
    if len(terms) != 1:
        raise Unsupported("a condition other than 「種族:…」/「属性:…」")
    return _value_part(terms[0]) or _characteristic(terms[0])


def _same_only_of(cl: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「対象が同じ「種族」のユニットだけで構成されている場合」: the party the target is (4.4.1) made
    of units of one same race / attribute (10.17.2) — ``same_only``; 「自軍 / 敵軍パーティが…」:
    that side's party on the terrain of the ability's card (4.4.1), read on the card
    (``common.ON_CARD_KINDS``) — ``party_same_only``; else None."""
    same = _same_only(cl)
    if same is None:
        return None
    if same[1] == "target":
        return "same_only", (same[0],)
    return "party_same_only", (same[1], same[0])


def _zone_counted(cl: Any) -> tuple[Any, ...] | None:
    """「自軍捨て山に「種族:X」のカードが3枚以上ある」 (the verbs of a thing being somewhere): that
    side's zone's cards of it counted (``_hand_count``); else None."""
    if getattr(cl, "verb", None) not in ("exist_thing", "exist_in"):
        return None
    return _hand_count(cl)


_BAAI = ("baai",)
_NO_BAAI = ("no_baai",)


@cache
def _printed_readers() -> tuple[
    tuple[Callable[[Any], Any], tuple[str, ...], str | None, bool], ...
]:
    """The forms of 「…場合」 read by one reader each, in order (data): (reader, the markers it is
    read with, the condition's kind — None: the reader gives the whole condition — and whether
    its result is the kind's one value). A reader gives None for a clause not of its form. (A
    function: the readers are defined further down the module.)"""
    return (
        # 「自軍支配地形に「属性:魔」の地形が存在する場合」: one of that side's controlled terrains
        # (5.1.2.11) has one of the values (4.7.5)
        (_controlled_has, _BAAI, "controlled_has", False),
        # 「自軍配置地形に「属性:機」の地形が2つ以上存在する場合」, 「「属性:土」の自軍支配地形が2つ以上
        # 存在する場合」: that side's terrains of the set named (配置地形 5.1.2.14 / 5.1.2.15, 支配地形
        # 5.1.2.11 / 5.1.2.12) with one of the values (4.7.5), counted — read on the ability's card,
        # relative to its player (``common.ON_CARD_KINDS``)
        (_terrain_group, _BAAI, "terrains", False),
        # 「敵軍パーティにアイテムを装備しているユニットが存在する場合」: a unit of that party with an
        # equipment (4.4.1, 13.1.2)
        (_party_equipped, _BAAI, "party_equipped", True),
        # 「対象がダメージを受けている / 受けていない場合」: the unit has damage on it (4.5.1)
        (_damaged, _BAAI, "damaged", True),
        # 「対象が「種族:クラブ」で、ダメージを受けている場合」: the copula's 「で、」 joins two conditions
        # on the target, both to hold (4.7.7's 「かつ」 in words); the grammar types the quoted
        # characteristic before 「で、」 as a means, which damage received by a race is not
        (_is_and_damaged, _BAAI, "and", False),
        # 「このユニットが「属性:土」の地形に存在する場合」: as 「このユニットが存在する地形が「属性:土」の
        # 場合」 (``unit_terrain``; 5.1.2.4)
        (_in_terrain_of, _BAAI, "unit_terrain", False),
        (_same_only_of, _BAAI, None, False),
        # 「対象 / このユニットが<place>に存在する / いる場合」: the area the unit is in (5.1.2.4) is one
        # the place names (``_place``) — read on 「このユニット」 through ``on_this`` (4.7.2)
        (_located, _BAAI, None, False),
        # 「自軍捨て山に「種族:X」のカードが3枚以上ある場合」, 「自軍除外ゾーンに「X」が存在する場合」:
        # that side's zone's cards of it counted (5.1.5.6, 5.1.6.5: public)
        (_zone_counted, _BAAI, "hand_count", False),
        # 「この地形が<units>の存在する地形に隣接している場合」: such units on a terrain next to
        # (5.1.2.18) the ability's card's terrain, read on the card (``common.group_count``)
        (_next_to_units, _BAAI, "exists", False),
        # 「このターン中に自軍が(他の)戦闘スペル / 消耗品 / 「X」を(n枚以上)使用していた / していない
        # 場合」: that side's uses declared this turn (10.1.5, 10.1.9) counted, read on the ability's
        # card (``common.ON_CARD_KINDS``)
        (_used_this_turn, _BAAI, "used_turn", False),
        # 「この地形が自軍 / 敵軍支配地形 / 配置地形の場合」: the terrain the ability's card is on is one
        # of that side's 支配地形 (5.1.2.11, 5.1.2.12) / 配置地形 (5.1.2.14, 5.1.2.15), read on the
        # card (``common.ON_CARD_KINDS``)
        (_here_controlled, _NO_BAAI, "here_controlled", False),
        # 「この地形が自軍本陣 / 敵軍支配地形に隣接している場合」: the terrain the ability's card is on
        # (5.1.2.4) is next to (5.1.2.18) that side's headquarters (5.1.2.8) / a terrain of that set
        # (5.1.2.11, 5.1.2.14), read on the card (``common.ON_CARD_KINDS``)
        (_here_next_to, _BAAI, "here_next", False),
        # 「この地形のカード名に「X」が含まれる / 含まれない場合」: the name (2.1.5.1) of the terrain the
        # ability's card is on (5.1.2.4) holds X / does not — read on the card
        # (``common.ON_CARD_KINDS``); no terrain there: not defined, false (4.1.13)
        (_here_named, _BAAI, "here_named", False),
        # 「(現在が)自軍 / 敵軍(の)ターン(中)の場合」, 「自軍が進軍側 / 守備側の場合」: whose turn it is,
        # relative to the ability's player (1.3.7, 7.1.2.1; ``common.ON_CARD_KINDS``)
        (_whose_turn, _NO_BAAI, "turn", True),
    )


# the words joining the parts of a condition any one of which is enough (4.7.5 「or」)
_OR_LINKS = ("または", "か", "or", "あるいは", "もしくは")


def _any_of(parts: tuple[tuple[str, tuple[Any, ...]], ...]) -> tuple[str, tuple[Any, ...]]:
    """Parts joined by 「または」 / 「か」 / 「or」 (4.7.5): one kind's values as one part
    (「種族:X or Y」, any of which holds), else ``("any_of", parts)``."""
    kinds = {k for k, _v in parts}
    if len(kinds) == 1:
        kind = next(iter(kinds))
        return kind, tuple(dict.fromkeys(v for _k, vs in parts for v in vs))
    return "any_of", parts


def _is_hero_word(terms: tuple[Any, ...]) -> bool:
    """「英雄」 / 「「英雄」」 alone: the keyword's name (15.1)."""
    return (
        len(terms) == 1
        and _cls(terms[0]) in ("Name", "Unknown")
        and getattr(terms[0], "text", None) == "英雄"
    )


_ACTED = {"action_complete": True, "not_acted": False}


# the placement states quoted as words of the rules (「対象が「行動完了」の場合」): the same states
# as unquoted (4.10.1.2 「行動完了状態」, 4.10.1.1 「未行動状態」; data)
_ACTED_QUOTED = {"行動完了": True, "行動完了状態": True, "未行動": False, "未行動状態": False}


def _acted(terms: tuple[Any, ...]) -> bool | None:
    """「行動完了(状態)」 / 「未行動(状態)」, bare or quoted: True / False, else None."""
    if len(terms) == 1 and _cls(terms[0]) == "Name":
        return _ACTED_QUOTED.get(str(getattr(terms[0], "text", "")).strip())
    ids = _shape(terms)
    if ids[1:] not in ([], [("Word", "state")]) or not ids or ids[0][0] != "Word":
        return None
    return _ACTED.get(str(ids[0][1]))


def _side_place_has(cl: Any, place: str, noun: str) -> tuple[Any, ...] | None:
    """「自軍 / 敵軍<place>に「種族 / 属性:X」の<noun>が存在する」: (owner, kind, values), else None
    (place: the word for a side's party or its controlled terrains; noun: unit / terrain)."""
    if getattr(cl, "verb", None) != "exist_in" or len(getattr(cl, "args", ())) != 2:
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "final":
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if set(roles) != {"goal", "subject"}:
        return None
    gterms = roles["goal"]
    battling = place == "party" and bool(gterms) and _battling(gterms[0])
    if battling:
        gterms = gterms[1:]  # 「戦闘している敵軍パーティ」: the party in the battle going on
    goal = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in gterms]
    if len(goal) != 2 or goal[0][0] != "Owner" or goal[1] != ("Word", place):
        return None
    owner = _OWNERS.get(str(goal[0][1]))
    subj = roles["subject"]
    if owner is None or len(subj) != 2 or getattr(subj[1], "id", None) != noun:
        return None
    if _cls(subj[0]) != "Characteristic" or subj[0].kind not in ("species", "attribute"):
        return None
    kind, values = _characteristic(subj[0])
    return (owner, kind, values, "battle") if battling else (owner, kind, values)


def _battling(t: Any) -> bool:
    """「戦闘している…」 / 「戦闘に参加している…」 before a party: a relative clause of the battle going
    on with nothing else in it."""
    cl = getattr(t, "clause", None)
    if _cls(t) != "Relative" or getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return False
    roles = {
        a.role.value: [(_cls(x), getattr(x, "id", None)) for x in _terms(a.value)] for a in cl.args
    }
    if getattr(cl, "verb", None) == "do":
        return roles == {"none": [("Word", "combat")]}
    if getattr(cl, "verb", None) == "participate":
        return roles == {"goal": [("Word", "combat")]}
    return False


def _party_has(cl: Any) -> tuple[Any, ...] | None:
    """「自軍 / 敵軍パーティに「種族 / 属性:X」のユニットが存在する」: (owner, kind, values)."""
    return _side_place_has(cl, "party", "unit")


def _party_units(np: Any) -> str | None:
    """「自軍 / 敵軍パーティのユニット数」, or 「…パーティのユニット」 (counted by the 「n体」 it is
    compared with): the owner (own / enemy), else None."""
    ts = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in _terms(np)]
    if len(ts) not in (3, 4) or ts[0][0] != "Owner":
        return None
    if ts[1:] not in (
        [("Word", "party"), ("CardKind", "unit"), ("Word", "number")],
        [("Word", "party"), ("CardKind", "unit")],
    ):
        return None
    return _OWNERS.get(str(ts[0][1]))


_COMPARED = {"more": ">", "fewer": "<"}


def _only_count(cl: Any) -> tuple[Any, bool] | None:
    """「XがnＮのみ / だけ」 (「自軍パーティのユニットが1体のみ」, 「…がこのユニット1体だけ」): the
    clause 「Xがn体」 (exactly n, as 「…が1体の場合」 counts it) and whether 「このユニット」 is named
    as the one, else None."""
    args = tuple(getattr(cl, "args", ()))
    roles = {a.role.value: a for a in args}
    if (
        getattr(cl, "verb", None) != "be"
        or set(roles) != {"subject", "none", "predicate"}
        or len(args) != 3
        or _shape(_terms(roles["predicate"].value))
        not in ([("Word", "only_that")], [("Word", "only")])
    ):
        return None
    count = list(_terms(roles["none"].value))
    this_named = bool(count) and _shape(count[:1]) == [("Ref", "this_unit")]
    if this_named:
        count = count[1:]
    if len(count) != 1 or _cls(count[0]) != "Count" or count[0].bound != "exact":
        return None
    if this_named and getattr(count[0].number, "value", None) != 1:
        return None
    pred = A.Arg(A.Role.PREDICATE, A.NounPhrase(terms=(count[0],)))
    return replace(cl, args=(roles["subject"], pred)), this_named


def _party_count(cl: Any) -> tuple[Any, ...] | None:
    """A party's unit count compared with another's (「…より多い / 少ない」): (("party", owner), op,
    ("party", owner)), else None. (A count against a number, 「…が3体以上」, is the count
    「…にユニットが3体以上存在する」 reads: ``_count_as_existence``, ``_exists``.)"""
    roles = {a.role.value: a.value for a in getattr(cl, "args", ())}
    if len(roles) != 2 or "subject" not in roles:
        return None
    left = _party_units(roles["subject"])
    if left is None:
        return None
    form = getattr(getattr(cl, "form", None), "value", None)
    verb = getattr(cl, "verb", None)
    if verb in _COMPARED and set(roles) == {"subject", "than"} and form == "final":
        right = _party_units(roles["than"])
        if right is None:
            return None
        return ("party", left), _COMPARED[str(verb)], ("party", right)
    return None


def _group(np: Any) -> tuple[Any, ...] | None:
    """A group of units said as a noun (「自軍ユニット(の数)」, 「この地形の敵軍ユニット数」,
    「「種族:X」の自軍ユニットの数」): the values of the ``exists`` condition 「…が存在する」 that
    describes the same units (``_count_as_existence``, ``_exists``: place, owner, kind, values,
    op, n, but_self — op and n not read), else None."""
    one = A.Count(number=A.Number(value=1, variable=None), unit="body", bound="at_least")
    said = A.Action(
        "be",
        (A.Arg(A.Role.SUBJECT, np), A.Arg(A.Role.PREDICATE, A.NounPhrase(terms=(one,)))),
        A.Form.NOMINAL,
    )
    clause = _count_as_existence(said)
    return _exists(clause) if clause is not None else None


def _count_compared(cl: Any) -> tuple[Any, ...] | None:
    """「敵軍ユニットの数が自軍ユニットの数より多い / 少ない」: two groups of units (``_group``)
    counted and compared — (("group", spec), op, ("group", spec)) — else None."""
    roles = {a.role.value: a.value for a in getattr(cl, "args", ())}
    if (
        getattr(cl, "verb", None) not in _COMPARED
        or set(roles) != {"subject", "than"}
        or len(getattr(cl, "args", ())) != 2
        or getattr(getattr(cl, "form", None), "value", None) != "final"
    ):
        return None
    left, right = _group(roles["subject"]), _group(roles["than"])
    if left is None or right is None:
        return None
    return ("group", left), _COMPARED[str(cl.verb)], ("group", right)


def _zone_compared(cl: Any) -> tuple[Any, ...] | None:
    """「自軍除外ゾーンのカードが敵軍除外ゾーンのカードより多い / 少ない」: two sides' zones (their
    cards, described or not) counted as 「…のカードがn枚以上」 counts one (``_hand_count``) and
    compared — ((owner, zone, filter), op, (owner, zone, filter)) — else None."""
    roles = {a.role.value: a.value for a in getattr(cl, "args", ())}
    if (
        getattr(cl, "verb", None) not in _COMPARED
        or set(roles) != {"subject", "than"}
        or len(getattr(cl, "args", ())) != 2
        or getattr(getattr(cl, "form", None), "value", None) != "final"
    ):
        return None
    sides = []
    for np in (roles["subject"], roles["than"]):
        # the zone's cards as the subject of 「…がn枚以上の場合」, the count a placeholder
        one = A.NounPhrase(terms=(A.Count(A.Number(1), "card", "at_least"),), links=())
        be = A.Action(
            "be", (A.Arg(A.Role.SUBJECT, np), A.Arg(A.Role.PREDICATE, one)), A.Form.NOMINAL
        )
        got = _hand_count(be)
        if got is None or got[0] not in ("own", "enemy"):
            return None
        sides.append((got[0], got[3], got[4]))
    return sides[0], _COMPARED[str(cl.verb)], sides[1]


# the sets of a side's terrains a condition names (data): 支配地形 (5.1.2.11, 5.1.2.12: the
# terrains only that side's units are on) and 配置地形 (5.1.2.14, 5.1.2.15: its headquarters and
# the terrains that player placed)
_TERRAIN_SETS = {"controlled_terrain": "controlled", "placed_terrain": "placed"}


# the same sets printed in quotes, as the rules name them (5.1.2.11 「「自軍支配地形」とは…」,
# 5.1.2.14 「「自軍配置地形」とは…」): the quoted term -> (set, side) (data)
_QUOTED_TERRAIN_SETS = {
    f"{side_word}{set_word}": (which, side)
    for side_word, side in (("自軍", "own"), ("敵軍", "enemy"))
    for set_word, which in (("支配地形", "controlled"), ("配置地形", "placed"))
}


def _terrain_set(ts: tuple[Any, ...]) -> tuple[str, str] | None:
    """「自軍 / 敵軍支配地形」 / 「…配置地形」, bare or quoted as the rules name them
    (「「自軍配置地形」」): (set, own | enemy), else None."""
    if len(ts) == 1 and _cls(ts[0]) == "Name":
        return _QUOTED_TERRAIN_SETS.get(str(getattr(ts[0], "text", "")))
    ids = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in ts]
    if len(ids) != 2 or ids[0][0] != "Owner" or ids[1][0] != "Word":
        return None
    which, side = _TERRAIN_SETS.get(str(ids[1][1])), _OWNERS.get(str(ids[0][1]))
    return (which, side) if which is not None and side is not None else None


def _terrain_group(cl: Any) -> tuple[Any, ...] | None:
    """「<side><set>に(「属性 / 種族:X」の)地形が(nつ以上 / 以下 / nつ)存在する / 存在しない」 and
    「(「属性:X」の)<side><set>が(nつ以上)存在する」: (set, side, kind, values, op, n) — kind
    None for any terrain; 存在する alone at least one, 存在しない none. Else None."""
    if getattr(cl, "verb", None) not in ("exist_in", "exist_thing"):
        return None
    form = getattr(getattr(cl, "form", None), "value", None)
    if form not in ("final", "negative"):
        return None
    roles: dict[str, tuple[Any, ...]] = {}
    for a in getattr(cl, "args", ()):
        if a.role.value in roles:
            return None
        roles[a.role.value] = tuple(_terms(a.value))
    if not set(roles) <= {"goal", "subject", "none"} or "subject" not in roles:
        return None
    subj = list(roles["subject"])
    if "goal" in roles:
        where = _terrain_set(roles["goal"])
        if where is None or not subj or _shape(subj[-1:]) != [("CardKind", "terrain")]:
            return None
        subj = subj[:-1]
    else:
        where = _terrain_set(tuple(subj[-2:])) if len(subj) >= 2 else None
        if where is None:
            return None
        subj = subj[:-2]
    kind, values = None, ()
    if subj:
        if len(subj) != 1:
            return None
        kind, values = _characteristic(subj[0])
    op, n = (">=", 1) if form == "final" else ("==", 0)
    if "none" in roles:
        count = roles["none"]
        num = getattr(getattr(count[0], "number", None), "value", None) if count else None
        if (
            len(count) != 1
            or _cls(count[0]) != "Count"
            or not isinstance(num, int)
            or getattr(count[0].number, "variable", None)
            or getattr(count[0], "unit", None) not in ("item", None)
            or str(getattr(count[0], "bound", "")) not in _STAT_BOUNDS
            or form == "negative"
        ):
            return None
        op, n = _STAT_BOUNDS[str(count[0].bound)], num
    return (*where, kind, values, op, n)


def _controlled_has(cl: Any) -> tuple[Any, ...] | None:
    """「自軍/敵軍支配地形に「属性/種族:X」の地形が存在する」: (owner, kind, values), or None."""
    return _side_place_has(cl, "controlled_terrain", "terrain")


# 「先攻側 / 後攻側 / 守備側 / 進軍側パーティ」: the condition kind and its value
_PARTIES = {
    "守備側": ("party_role", "defending"),
    "進軍側": ("party_role", "advancing"),
    "first_player": ("side", "first"),
    "second_player": ("side", "second"),
}
# the subjects a condition may be read on: the target, or the unit 「このユニット」 names
_WHOSE = {("Word", "target"): "target", ("Ref", "this_unit"): "this"}


def _party_role(cl: Any) -> tuple[str, tuple[str, str]] | None:
    """「(対象 / このユニット)が守備側 / 進軍側 / 先攻側 / 後攻側パーティに属している」: the
    condition ("party_role", (defending | advancing, whose)) — a unit in the party of the player
    not taking / taking the turn (1.3.7, 4.4.1) — or ("side", (first | second, whose)), the
    party of the battle's side that attacks first / second (8.3.4.8: the same as 「…が先攻側の
    場合」); else None."""
    if getattr(cl, "verb", None) != "belong" or len(getattr(cl, "args", ())) != 2:
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if set(roles) != {"subject", "goal"}:
        return None
    who = _shape(roles["subject"])
    whose = _WHOSE.get(tuple(who[0])) if len(who) == 1 else None  # type: ignore[call-overload]
    goal = [(_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in roles["goal"]]
    if whose is None or not goal or goal[-1] != ("Word", "party"):
        return None
    if len(goal) == 2 and goal[0][0] == "Unknown":
        which = _PARTIES.get(str(goal[0][1]))
    elif len(goal) == 3 and goal[0][0] == "Word" and goal[1] == ("Unknown", "側"):
        which = _PARTIES.get(str(goal[0][1]))
    else:
        which = None
    if which is None or (which[0] == "party_role") != (goal[0][0] == "Unknown"):
        return None
    return which[0], (which[1], whose)


def _party_role_and(cl: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「(対象 / このユニット)が「種族:X」かつ先攻側 / 進軍側…パーティに属している」: 「…が「種族:X」」
    and 「…が…パーティに属している」 (4.7.7: both hold; ``_party_role``), the characteristics
    read on the same subject — ("and", (...)), wrapped ``on_this`` for 「このユニット」 (4.7.2);
    else None. The grammar types the characteristics as leading parts of the goal joined by
    「かつ」."""
    from dataclasses import replace as _replace

    if getattr(cl, "verb", None) != "belong" or len(getattr(cl, "args", ())) != 2:
        return None
    goal = next((a for a in cl.args if a.role.value == "goal"), None)
    if goal is None:
        return None
    terms = tuple(getattr(goal.value, "terms", ()))
    links = tuple(getattr(goal.value, "links", ()))
    n = 0
    while n < len(terms) and _cls(terms[n]) == "Characteristic" and n < len(links):
        if links[n] != "かつ":
            return None
        n += 1
    if n == 0:
        return None
    rest = _replace(goal.value, terms=terms[n:], links=links[n:])
    args = tuple(_replace(a, value=rest) if a is goal else a for a in cl.args)
    role = _party_role(_replace(cl, args=args))
    if role is None:
        return None
    parts = (*(_characteristic(t) for t in terms[:n]), (role[0], (role[1][0], "target")))
    if role[1][1] == "this":
        return "on_this", ("and", parts)
    return "and", parts


def _unit_terrain(subj: list[Any], pred: list[Any]) -> tuple[Any, ...] | None:
    """「(対象 / このユニット)が存在する地形が「種族/属性:X」」: (kind, values, whose), or None."""
    if len(subj) != 1 or len(pred) != 1 or len(_terms(pred[0].value)) != 1:
        return None
    whose = _where_unit_is(_terms(subj[0].value))
    if whose is None:
        return None
    kind, values = _characteristic(_terms(pred[0].value)[0])
    return kind, values, whose


def _where_unit_is(ts: Any) -> str | None:
    """「(対象 / このユニット)が存在する地形」 (terms): ``target`` / ``this``, else None."""
    ts = tuple(ts)
    if len(ts) != 2 or _cls(ts[0]) != "Relative" or getattr(ts[1], "id", None) != "terrain":
        return None
    rel = ts[0].clause
    if getattr(rel, "verb", None) != "exist_in" or len(rel.args) != 1:
        return None
    if getattr(getattr(rel, "form", None), "value", None) != "final":
        return None
    a = rel.args[0]
    who = _shape(_terms(a.value))
    whose = {("Word", "target"): "target", ("Ref", "this_unit"): "this"}.get(
        tuple(who[0]) if len(who) == 1 else ("", None)
    )
    return whose if a.role.value == "subject" else None


def _subject_of_this_target(cond: Any, target: Target | None) -> Any:
    """「自軍本陣に存在する場合、対象を…」 with no subject, in an ability whose 〈対象〉 is
    「このユニット」: the one card the ability speaks of — its target and the unit its text names
    at once (4.7.2) — is where it is said to be, as 「このユニットが自軍本陣に存在する場合」 (either
    subject the same unit; 「このユニット」's side is its player's). With any other target (a group,
    another unit: the subject could be either) or another clause: as printed."""
    cl = _adjoining_subject_hoisted(getattr(cond, "clause", None))
    roles = [a.role.value for a in getattr(cl, "args", ()) or ()]
    if (
        target is not None
        and target.kind == "this_unit"
        and not target.worn
        and getattr(cl, "verb", None) in ("exist_in", "exist")
        and sorted(roles) == ["goal", "subject"]
        and _shape(_terms(cl.args[roles.index("subject")].value)) == [("Word", "target")]
    ):
        # 「対象が<place>に存在する場合」 with 〈対象:このユニット〉: 対象 is that unit (4.7.2), its
        # side its player's — as 「このユニットが<place>に存在する場合」
        subject = A.Arg(role=A.Role.SUBJECT, value=A.NounPhrase(terms=(A.Ref(id="this_unit"),)))
        args = tuple(subject if r == "subject" else a for r, a in zip(roles, cl.args, strict=True))
        return replace(cond, clause=replace(cl, args=args))
    cl = getattr(cond, "clause", None)
    if (
        target is None
        or target.kind != "this_unit"
        or target.worn
        or getattr(cl, "verb", None) not in ("exist_in", "exist")
        or [a.role.value for a in getattr(cl, "args", ()) or ()] != ["goal"]
        # a place described by a relative clause (「対象が…と同じ地形に存在する」 parses its
        # subject inside the relative): the subject may be there, read as printed
        or any(_cls(t) == "Relative" for t in _terms(cl.args[0].value))
    ):
        return cond
    subject = A.Arg(role=A.Role.SUBJECT, value=A.NounPhrase(terms=(A.Ref(id="this_unit"),)))
    return replace(cond, clause=replace(cl, args=(subject, *cl.args)))


def _adjoining_subject_hoisted(cl: Any) -> Any:
    """「Xが<place>に隣接する地形に存在する」: the grammar takes X into the relative clause
    describing the terrain (「Xが…に隣接する」); a unit adjoins nothing (areas are next to each
    other, 5.1.2.18), so X is the subject of 「存在する」 — the clause with X moved there; any other
    clause as it is."""
    args = tuple(getattr(cl, "args", ()) or ())
    if getattr(cl, "verb", None) not in ("exist_in", "exist") or len(args) != 1:
        return cl
    terms = _terms(args[0].value)
    if args[0].role.value != "goal" or len(terms) != 2 or _cls(terms[0]) != "Relative":
        return cl
    rel = terms[0].clause
    rargs = tuple(getattr(rel, "args", ()) or ())
    if getattr(rel, "verb", None) != "adjoin" or sorted(a.role.value for a in rargs) != [
        "goal",
        "subject",
    ]:
        return cl
    subject = next(a for a in rargs if a.role.value == "subject")
    inner = replace(rel, args=tuple(a for a in rargs if a is not subject))
    place = replace(args[0].value, terms=(A.Relative(clause=inner), *terms[1:]))
    return replace(cl, args=(subject, replace(args[0], value=place)))


def _unit_exists_in(cl: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「(対象 / このユニット)が<place>に存在する / いる」: (whose, the place's terms) — whose
    「対象」 (target) or 「このユニット」 (this) — or None for a clause of another shape."""
    cl = _adjoining_subject_hoisted(cl)
    if getattr(cl, "verb", None) not in ("exist_in", "exist") or len(getattr(cl, "args", ())) != 2:
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "final":
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if set(roles) != {"subject", "goal"}:
        return None
    who = _shape(roles["subject"])
    whose = {("Word", "target"): "target", ("Ref", "this_unit"): "this"}.get(
        tuple(who[0]) if len(who) == 1 else ("", None)
    )
    return None if whose is None else (whose, tuple(roles["goal"]))


def _in_terrain_of(cl: Any) -> tuple[Any, ...] | None:
    """「(対象 / このユニット)が「属性 / 種族:X」の地形に存在する / いる」: the same condition as
    「…が存在する地形が「属性:X」の場合」 said the other way round (5.1.2.4: the unit is in one
    area, with its one terrain) — (kind, values, whose), or None."""
    found = _unit_exists_in(cl)
    if found is None:
        return None
    whose, goal = found
    if (
        len(goal) != 2
        or _cls(goal[0]) != "Characteristic"
        or (_cls(goal[1]), getattr(goal[1], "id", None)) != ("CardKind", "terrain")
    ):
        return None
    kind, values = _characteristic(goal[0])
    return kind, values, whose


def _place(terms: tuple[Any, ...], whose: str) -> tuple[str, tuple[Any, ...]] | None:
    """A place a unit is said to be in (「…に存在する / いる」), as the condition on the unit it
    amounts to, or None for a place of another kind: the terrain of the battle going on
    (「戦闘中の地形」, 「(この)戦闘が行われている / 発生している地形」: a unit there takes part in
    it, 8.2.3), a headquarters (「本陣」: either side's, 5.1.2.8; 「自軍 / 敵軍本陣」 said of
    「このユニット」, the side relative to its player — of 「対象」 the side is not known until the
    target is: refused), 「本陣以外の地形」 (none of them), 「「属性:X」の地形」 (its terrain has
    one of the values, 4.7.5; ``unit_terrain``). ``whose``: 「対象」 (target) or 「このユニット」
    (this)."""
    shape = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in terms]
    if shape == [("Word", "combat"), ("Word", "during"), ("CardKind", "terrain")]:
        return "in_battle", ()
    if len(terms) == 2 and shape[1] == ("CardKind", "terrain") and _cls(terms[0]) == "Relative":
        rel = terms[0].clause
        rargs = tuple(getattr(rel, "args", ()) or ())
        form = getattr(getattr(rel, "form", None), "value", None)
        if (
            (getattr(rel, "verb", None), form)
            in (("perform", "passive_prog"), ("occur", "progressive"))
            and len(rargs) == 1
            and rargs[0].role.value == "subject"
            and _shape(_terms(rargs[0].value))
            in ([("Word", "combat")], [("Ref", "this"), ("Word", "combat")])
        ):
            return "in_battle", ()
    if (
        len(terms) == 2
        and shape[1] == ("CardKind", "terrain")
        and _cls(terms[0]) == "Characteristic"
    ):
        kind, values = _characteristic(terms[0])
        return "unit_terrain", (kind, values, whose)
    if (
        len(shape) == 2
        and shape[1] == ("Word", "controlled_terrain")
        and shape[0][0] == "Owner"
        and whose == "this"
    ):
        # 「このユニットが自軍 / 敵軍支配地形に存在する」 (5.1.2.11, 5.1.2.12): the side relative to
        # the ability's player, whose unit it is; of 「対象」 the side is not known until the target
        # is (refused; 〈対象:～〉's own is read by ``_target_of``, ``_in_controlled``)
        side = _OWNERS.get(str(shape[0][1]))
        return ("in_controlled", ("same" if side == "own" else "other",)) if side else None
    if [(_cls(t), getattr(t, "text", None)) for t in terms] == [("Unknown", "戦場")]:
        # 「戦場に存在する」: in an area of the battlefield (5.1.2.1, 5.1.2.4) — on either side's
        # terrain (the zone is both players', 5.1.2.2)
        return "on_battlefield", ()
    if len(terms) == 2 and shape[1] == ("CardKind", "terrain") and _cls(terms[0]) == "Relative":
        rel = terms[0].clause
        rargs = tuple(getattr(rel, "args", ()) or ())
        near = [
            (_cls(t), getattr(t, "id", None) or getattr(t, "who", None))
            for t in (_terms(rargs[0].value) if len(rargs) == 1 else ())
        ]
        if (
            getattr(rel, "verb", None) == "adjoin"
            and rargs[0].role.value == "goal"
            and len(near) == 2
            and near[1] == ("Zone", "headquarters")
            and near[0][0] == "Owner"
            and whose == "this"
        ):
            # 「このユニットが自軍 / 敵軍本陣に隣接する地形に存在する」: the unit's area is next
            # to (5.1.2.18) that side's headquarters (5.1.2.8), the side relative to its player
            side = _OWNERS.get(str(near[0][1]))
            return ("next_to_hq", ("same" if side == "own" else "other",)) if side else None
    if shape == [("Zone", "headquarters")]:
        return "in_hq", ("any",)
    if shape == [("Zone", "headquarters"), ("Ref", "except"), ("CardKind", "terrain")]:
        return "not", ("in_hq", ("any",))
    if len(shape) == 2 and shape[1] == ("Zone", "headquarters") and whose == "this":
        side = _OWNERS.get(str(shape[0][1])) if shape[0][0] == "Owner" else None
        return ("in_hq", ("same" if side == "own" else "other",)) if side else None
    return None


# the names of a characteristic 「同じ「X」」 asks about (2.1.22 種族, 2.1.13 属性) -> its kind
_SAME_KINDS = {"種族": "species", "属性": "attribute"}


def _same_only(cl: Any) -> tuple[str, str] | None:
    """「対象 / 自軍パーティ / 敵軍パーティが(すべて)同じ「種族 / 属性」のユニットだけ / のみで構成され
    ている」 as the grammar types it (the subject inside 同じ's clause): (the characteristic's
    kind, whose party: ``target`` / ``own`` / ``enemy``), else None."""
    if getattr(cl, "verb", None) != "do":
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "passive_prog":
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    texts = [(_cls(t), getattr(t, "text", None)) for t in roles.get("none", ())]
    if set(roles) != {"means", "none"} or texts != [("Unknown", "構成")]:
        return None
    means = roles["means"]
    if len(means) != 4 or _cls(means[0]) != "Relative":
        return None
    if _shape(means[2:]) not in (
        [("CardKind", "unit"), ("Word", "only")],
        [("CardKind", "unit"), ("Word", "only_that")],
    ):
        return None
    kind = _SAME_KINDS.get(str(getattr(means[1], "text", ""))) if _cls(means[1]) == "Name" else None
    rel = means[0].clause
    rargs = {a.role.value: _shape(_terms(a.value)) for a in getattr(rel, "args", ())}
    subj = rargs.get("subject")
    whose: str | None = None
    if subj == [("Word", "target")]:
        whose = "target"
    elif subj == [("Owner", None), ("Word", "party")]:
        # 「自軍 / 敵軍パーティ」: the side the Owner term names
        (owner,) = [
            getattr(t, "who", None)
            for a in rel.args
            if a.role.value == "subject"
            for t in _terms(a.value)
            if _cls(t) == "Owner"
        ]
        whose = _OWNERS.get(str(owner))
    if getattr(rel, "verb", None) != "same" or whose is None or kind is None:
        return None
    if set(rargs) - {"subject", "none"} or rargs.get("none") not in (None, [("Count", None)]):
        return None
    return kind, whose


def _in_party(rel: Any) -> str | None:
    """「自軍 / 敵軍パーティに存在する / いる」 (a relative clause): own / enemy, else None."""
    cl = getattr(rel, "clause", None)
    args = tuple(getattr(cl, "args", ()) or ())
    if getattr(cl, "verb", None) not in ("exist_in", "exist") or len(args) != 1:
        return None
    if args[0].role.value != "goal" or getattr(getattr(cl, "form", None), "value", None) != "final":
        return None
    ts = [
        (_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in _terms(args[0].value)
    ]
    if len(ts) != 2 or ts[0][0] != "Owner" or ts[1] != ("Word", "party"):
        return None
    return _OWNERS.get(str(ts[0][1]))


def _located(cl: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「対象 / このユニットが<place>に存在する / いる」 (``_place``): the condition on the unit —
    on 「このユニット」 wrapped in ``on_this`` (read on that unit, 4.7.2) — or None."""
    found = _unit_exists_in(cl)
    if found is None:
        return None
    whose, goal = found
    place = _place(goal, whose)
    if place is None:
        return None
    if whose == "this" and place[0] != "unit_terrain":
        return "on_this", place
    return place


def _side(subj: list[Any], pred: list[Any]) -> tuple[str, str] | None:
    """「XがYの場合」 with Y 先攻側 / 後攻側 and X 対象 / このユニット: (which, whose), or None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    who = _shape(_terms(subj[0].value))
    what = [
        (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(pred[0].value)
    ]
    sides = {"first_player": "first", "second_player": "second"}
    if what[1:] == [("Unknown", "側")]:
        what = what[:1]  # 「先攻側」, or 「先攻」 alone (8.3.4.8 names the side either way)
    if len(what) != 1 or what[0][1] not in sides:
        return None
    whose = (
        {("Word", "target"): "target", ("Ref", "this_unit"): "this"}.get(tuple(who[0]))
        if len(who) == 1
        else None
    )
    army = _terms(subj[0].value)
    if len(army) == 1 and _cls(army[0]) == "Owner" and army[0].who in _COUNTED_SIDES:
        # 「自軍 / 敵軍が先攻(側)」: a player's side, relative to the ability's player
        return sides[str(what[0][1])], _COUNTED_SIDES[army[0].who]
    if whose is None:
        return None
    return sides[str(what[0][1])], whose


def _role(subj: list[Any], pred: list[Any]) -> tuple[str, str] | None:
    """「XがYの場合」 with Y 進軍側 / 守備側 (7.1.2.1) and X 対象 / このユニット: (role, whose), or
    None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    who = _shape(_terms(subj[0].value))
    what = [(_cls(t), getattr(t, "text", None)) for t in _terms(pred[0].value)]
    whose = _WHOSE.get(tuple(who[0])) if len(who) == 1 else None  # type: ignore[call-overload]
    if whose is None or len(what) != 1 or what[0][0] != "Unknown" or what[0][1] not in _ROLES:
        return None
    return _ROLES[str(what[0][1])], whose


def _at_row(cond: Any, cl: Any) -> tuple[Any, bool] | None:
    """「Xが最前列 / 最後列にいる(いない)」 (いる, the row its goal): the condition 「Xが最前列」
    and whether it is negated, or None."""
    if getattr(cond, "marker", None) != "baai" or getattr(cl, "verb", None) not in (
        "exist",
        "exist_in",
    ):
        return None
    form = getattr(getattr(cl, "form", None), "value", None)
    if form not in ("final", "negative") or len(cl.args) != 2:
        return None
    if sorted(a.role.value for a in cl.args) != ["goal", "subject"]:
        return None
    subj = next(a for a in cl.args if a.role.value == "subject")
    goal = next(a for a in cl.args if a.role.value == "goal")
    ts = _terms(goal.value)
    if (
        len(ts) == 2
        and (_cls(ts[0]), getattr(ts[0], "text", None)) == ("Unknown", "隊列")
        and tuple(getattr(goal.value, "links", ())) == ("の",)
    ):
        # 「隊列の最前列 / 最後列に存在する」: the row of the formation (8.3.3.2), as 「最前列に」
        goal = replace(goal, value=replace(goal.value, terms=ts[1:], links=()))
    if _row(_terms(goal.value)) is None:
        return None
    pred = replace(goal, role=type(goal.role)("predicate"))
    be = replace(cl, verb="be", args=(subj, pred), form=type(cl.form)("final"))
    return replace(cond, clause=be, marker="no_baai"), form == "negative"


def _negated(cond: Any, cl: Any) -> Any:
    """「XがYでない場合」 (the copula's negative: ``be`` with a subject and a predicate, as the
    grammar types でない after a bare noun phrase since round 19; or come_out in the negative, a
    subject and one bare noun phrase): the condition 「XがYの場合」 it negates, or None."""
    if getattr(cond, "marker", None) != "baai" or getattr(cl, "verb", None) not in (
        "come_out",
        "be",
    ):
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "negative" or len(cl.args) != 2:
        return None
    roles = ["subject", "predicate" if cl.verb == "be" else "none"]
    if [a.role.value for a in cl.args] != roles:
        return None
    subj, pred = cl.args
    be = replace(cl, verb="be", args=(subj, replace(pred, role=type(pred.role)("predicate"))))
    be = replace(be, form=type(cl.form)("final"))
    return replace(cond, clause=be, marker="no_baai")


_BOUNDS = {"at_least": ">=", "up_to": "<=", "at_most": "<=", "exact": "=="}


# the positions of a pile a condition may read a card at (the pile listed top first): the index
_PILE_AT = {"very_top": 0, "top": 0, "very_bottom": -1, "bottom": -1}
# the zones whose cards at a position a condition may read: public ones only (5.1.5.6 the discard
# pile; a deck's cards are hidden, 5.1.3)
_PILE_READ = {"discard_pile": "discard"}


def _zone_card(subj: list[Any], pred: list[Any]) -> tuple[Any, ...] | None:
    """「(自軍 / 敵軍)<zone>の一番上 / 一番下のカードが<description>」: (side, zone, index, the
    condition the description is on that card — races / attributes 4.7.5, a card type 2.1.6.1,
    as a cost's (～) is read),
    else None. A 捨て山 without 自軍 / 敵軍 is the own one (5.1.5.5)."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    ts = list(_terms(subj[0].value))
    side = "own"
    if ts and _cls(ts[0]) == "Owner":
        side = _OWNERS.get(str(ts[0].who), "")
        ts = ts[1:]
    shape = _shape(ts)
    if (
        not side
        or len(shape) != 3
        or shape[0][0] != "Zone"
        or shape[0][1] not in _PILE_READ
        or shape[1][0] != "Position"
        or shape[1][1] not in _PILE_AT
        or shape[2] != ("CardKind", "card")
    ):
        return None
    try:
        # the description as a cost's (～) is read (``_cost_restriction``)
        cond = _cost_restriction(_terms(pred[0].value))
    except Unsupported:
        return None
    return side, _PILE_READ[str(shape[0][1])], _PILE_AT[str(shape[1][1])], cond


def _controlled_count(cl: Any) -> tuple[Any, ...] | None:
    """「自軍/敵軍支配地形がnつ以上 / 以下 / nつ」: (owner, comparison, n), or None."""
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "predicate"} or len(cl.args) != 2:
        return None
    subj = [
        (_cls(t), getattr(t, "who", None) or getattr(t, "id", None))
        for t in _terms(roles["subject"])
    ]
    pred = _terms(roles["predicate"])
    if len(subj) != 2 or subj[0][0] != "Owner" or subj[0][1] not in _OWNERS:
        return None
    if subj[1] != ("Word", "controlled_terrain") or len(pred) != 1 or _cls(pred[0]) != "Count":
        return None
    num, bound = pred[0].number, getattr(pred[0], "bound", None)
    if num is None or getattr(num, "variable", None) or bound not in _BOUNDS:
        return None
    if getattr(pred[0], "unit", None) not in ("item", "none"):
        return None
    return _OWNERS[str(subj[0][1])], _BOUNDS[str(bound)], int(num.value)


_KIND_WORDS = {"属性": "attribute", "種族": "species"}


def _without_kind_word(subj: Any, pred: Any) -> Any:
    """「Xの属性」 / 「Xの種族」 as the subject of 「…が「属性 / 種族:Y」」: X (the word names the
    kind the predicate already names); else the subject as it is."""
    ts, ps = _terms(subj), _terms(pred)
    links = tuple(getattr(subj, "links", ()))
    if (
        len(ts) < 2
        or len(ps) != 1
        or _cls(ps[0]) != "Characteristic"
        or _cls(ts[-1]) != "Unknown"
        or _KIND_WORDS.get(str(getattr(ts[-1], "text", ""))) != ps[0].kind
        or not links
        or links[-1] != "の"
    ):
        return subj
    return replace(subj, terms=ts[:-1], links=links[:-1])


def _battle_terrain(np: Any) -> bool:
    """「戦闘が行われている地形」: the terrain, described by 「戦闘が行われている」 alone — or by
    「戦闘が発生している」 (the rules' words, 8.3.2.9) or 「戦闘している」 (the battle going on)."""
    ts = _terms(np)
    if len(ts) != 2 or _cls(ts[0]) != "Relative" or _cls(ts[1]) != "CardKind":
        return False
    cl = ts[0].clause
    if ts[1].id != "terrain":
        return False
    if _battling(ts[0]) and getattr(cl, "verb", None) == "do":
        return True
    form = getattr(getattr(cl, "form", None), "value", None)
    if (getattr(cl, "verb", None), form) not in (
        ("perform", "passive_prog"),
        ("occur", "progressive"),
    ):
        return False
    if len(cl.args) != 1:
        return False
    a = cl.args[0]
    return a.role.value == "subject" and _shape(_terms(a.value)) == [("Word", "combat")]


def _battle_partner(cl: Any) -> tuple[str, tuple[str, ...]] | None:
    """「対象が「X」のユニットと戦闘している」 / 「対象と戦闘している(敵軍)ユニットが「X」」 /
    「対象が戦闘している(敵軍)ユニットが「X」」: the characteristic one of the units the target
    fights (the other side's units in the battle going on, 8.2.3) has; None for another clause."""

    def fights(rel: Any, roles: tuple[str, ...]) -> bool:
        if getattr(rel, "verb", None) != "do":
            return False
        if getattr(getattr(rel, "form", None), "value", None) != "progressive":
            return False
        got = {a.role.value: _shape(_terms(a.value)) for a in rel.args}
        return (
            len(rel.args) == 2
            and got.get("none") == [("Word", "combat")]
            and any(got.get(r) == [("Word", "target")] for r in roles)
        )

    if getattr(cl, "verb", None) == "be" and len(getattr(cl, "args", ())) == 2:
        roles = {a.role.value: a for a in cl.args}
        if set(roles) != {"subject", "predicate"}:
            return None
        ts = _terms(roles["subject"].value)
        pts = _terms(roles["predicate"].value)
        kinds = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in ts[1:]]
        if (
            ts
            and _cls(ts[0]) == "Relative"
            and fights(ts[0].clause, ("with", "subject"))
            and kinds in ([("CardKind", "unit")], [("Owner", "enemy_army"), ("CardKind", "unit")])
            and len(pts) == 1
            and _cls(pts[0]) == "Characteristic"
        ):
            return _characteristic(pts[0])
        return None
    if getattr(cl, "verb", None) == "do" and len(getattr(cl, "args", ())) == 3:
        withs = [a for a in cl.args if a.role.value == "with"]
        rest = tuple(a for a in cl.args if a.role.value != "with")
        if len(withs) != 1 or not fights(replace(cl, args=rest), ("subject",)):
            return None
        wts = _terms(withs[0].value)
        if (
            len(wts) == 2
            and _cls(wts[0]) == "Characteristic"
            and (_cls(wts[1]), getattr(wts[1], "id", None)) == ("CardKind", "unit")
        ):
            return _characteristic(wts[0])
    return None


def _battle_place(cl: Any) -> tuple[Any, ...] | None:
    """「(この)戦闘が<place>で行われている / 発生している」: the terms of the place (marked で) where
    the battle going on (8.2.5) is held, else None."""
    form = getattr(getattr(cl, "form", None), "value", None)
    if (getattr(cl, "verb", None), form) not in _BATTLE_GOING_ON:
        return None
    roles = {a.role.value: a for a in cl.args}
    if set(roles) != {"subject", "means"} or len(cl.args) != 2:
        return None
    subj = _shape(_terms(roles["subject"].value))
    if subj not in ([("Word", "combat")], [("Ref", "this"), ("Word", "combat")]):
        return None
    return tuple(_terms(roles["means"].value))


def _battle_held_at(cl: Any) -> tuple[str, tuple[str, ...]] | None:
    """「(この)戦闘が「属性:X」の地形で行われている / 発生している」 (「「属性:X」の地形で戦闘が…」):
    the battle going on (its subject 「(この)戦闘」, 8.2.5) held on a terrain of that characteristic
    (its place marked で, 「…の地形」 or the characteristic alone) — the characteristic, as
    ``_battle_terrain``'s 「戦闘が行われている地形が「属性:X」」 reads it; None for another clause."""
    found = _battle_place(cl)
    if found is None:
        return None
    place = list(found)
    if len(place) == 2 and (_cls(place[1]), getattr(place[1], "id", None)) == (
        "CardKind",
        "terrain",
    ):
        place = place[:1]
    if len(place) != 1 or _cls(place[0]) != "Characteristic":
        return None
    return _characteristic(place[0])


def _battle_held_on_set(cl: Any) -> tuple[str, str] | None:
    """「(この)戦闘が自軍 / 敵軍配置地形 / 支配地形で行われている / 発生している」: (set, side) as
    ``_terrain_set`` reads the place, else None."""
    place = _battle_place(cl)
    return None if place is None else _terrain_set(place)


def _fighting_on(cl: Any) -> tuple[str, tuple[str, ...]] | None:
    """「対象が「属性:X」の地形で戦闘している」: the terrain's characteristic, else None."""
    if getattr(cl, "verb", None) != "do":
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if set(roles) != {"subject", "means", "none"} or len(cl.args) != 3:
        return None
    if _shape(roles["subject"]) != [("Word", "target")] or _shape(roles["none"]) != [
        ("Word", "combat")
    ]:
        return None
    place = roles["means"]
    if (
        len(place) != 2
        or _cls(place[0]) != "Characteristic"
        or (_cls(place[1]), getattr(place[1], "id", None)) != ("CardKind", "terrain")
    ):
        return None
    return _characteristic(place[0])


def _in_battle(cl: Any) -> bool:
    """「対象が(この)戦闘に参加している」: the verb 参加 in the progressive, the target its subject
    and (この)戦闘 its goal, nothing else."""
    if getattr(cl, "verb", None) != "participate":
        return False
    if getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return False
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "goal"} or len(cl.args) != 2:
        return False
    ids = [_shape(_terms(v)) for v in roles.values()]
    # 「この戦闘」: the battle the ability's card is in — the one going on (8.2.3)
    return ids[0] == [("Word", "target")] and ids[1] in (
        [("Word", "combat")],
        [("Ref", "this"), ("Word", "combat")],
    )


# a card value other than a unit's, in MC's notation 「リミット:n」: the condition kind and the
# clause defining it (2.1.26.1: a terrain card's) — asked of a card that has none, not defined
# (4.1.13)
_CARD_VALUES = {"リミット": "limit"}


def _value_part(t: Any) -> tuple[str, tuple[Any, ...]] | None:
    """A part of a 「かつ」 condition that bounds a value in quotes: 「「レベル:2以上」」 (a unit's,
    ``_quoted_value_bound``) -> ("stat", (stat, op, n)); 「「リミット:6以上」」 -> ("limit", (op,
    n)); else None. 未満 n is 以下 n-1 (whole numbers, 4.6)."""
    quoted = _quoted_value_bound(t, None)
    if quoted is not None:
        return "stat", quoted
    m = re.fullmatch(r"(\S+?)[:：](\d+)(以下|以上|未満)", str(getattr(t, "text", "")))
    if _cls(t) != "Name" or m is None or m.group(1) not in _CARD_VALUES:
        return None
    op, shift = _IN_QUOTE_BOUNDS[m.group(3)]
    return _CARD_VALUES[m.group(1)], (op, int(m.group(2)) + shift)


# card information read as a condition's part, printed 「X:v」 (quoted, or the keyword 分類): the
# condition kind (``common.PRINTED_INFO``) — 勢力 2.1.27.1, 分類 2.1.24.1
_INFO_PARTS = {"勢力": "faction", "分類": "classification"}


def _printed_info_part(t: Any) -> tuple[str, tuple[str, ...]] | None:
    """「「勢力:磯の王国」」 (a Name) / 「「分類:装備品」」 (the keyword 分類) as a condition's part:
    (kind, (value,)); else None. Values joined by 「/」 or 「 or 」 are any of them (4.7.5)."""
    if _cls(t) == "Name":
        m = re.fullmatch(r"(\S+?)[:：](.+)", str(getattr(t, "text", "")))
        if m is None or m.group(1) not in _INFO_PARTS:
            return None
        kind, raw = _INFO_PARTS[m.group(1)], m.group(2)
    elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "classification":
        params = getattr(t.keyword, "params", ())
        if len(params) != 1 or _cls(params[0]) != "Name":
            return None
        kind, raw = "classification", str(params[0].text)
    else:
        return None
    values = tuple(v.strip() for v in re.split(r"/| or ", raw) if v.strip())
    return (kind, values) if values else None


def _characteristic(t: Any) -> tuple[str, tuple[str, ...]]:
    """「種族:X or Y」 / 「属性:X」 as a condition's part: (kind, the values, any of which holds:
    4.7.5)."""
    info = _printed_info_part(t)
    if info is not None:
        return info
    if _cls(t) != "Characteristic":
        raise Unsupported("a condition other than 「種族:…」/「属性:…」")
    # 「「進軍タイプ:飛行」の…」 / 「対象が「進軍タイプ:飛行」の場合」: one of the unit's advance types
    # (2.1.19.1; a card with several is each, 2.1.19.3), as 「…進軍タイプ「飛行」を持つ」 reads it
    if t.kind not in ("species", "attribute", "advance_type") or any(
        s.strip() not in ("or", "") for s in t.seps
    ):
        raise Unsupported(f"a condition on {t.kind} not run yet")
    return t.kind, tuple(t.values)


def _wears(cl: Any) -> tuple[Any, ...] | None:
    """「対象が装備品 / アイテム / 「分類:装備品」のアイテムを(n個 / nつ以上 / 以下)装備している」:
    装備 with する in the progressive, 対象 its subject — () for one or more, (op, n) for a count
    (items worn are equipment, 2.1.2.1.2.1); else None."""
    if getattr(cl, "verb", None) != "do" or len(getattr(cl, "args", ())) not in (3, 4):
        return None
    if getattr(getattr(cl, "form", None), "value", None) != "progressive":
        return None
    roles: dict[str, list[Any]] = {}
    for a in cl.args:
        roles.setdefault(a.role.value, []).append(_terms(a.value))
    if set(roles) != {"subject", "object", "none"} or len(roles["subject"]) != 1:
        return None
    obj = roles["object"][0] if len(roles["object"]) == 1 else ()
    what = [(_cls(t), getattr(t, "text", None)) for t in obj]
    kind = what in ([("Unknown", "装備品")], [("Unknown", "アイテム")]) or (
        len(obj) == 2
        and _cls(obj[0]) == "Standing"
        and getattr(obj[0].keyword, "name", None) == "分類"
        and [str(getattr(p, "text", "")) for p in obj[0].keyword.params] == ["装備品"]
        and what[1] == ("Unknown", "アイテム")
    )
    done = [
        ts
        for ts in roles["none"]
        if [(_cls(t), getattr(t, "text", None)) for t in ts] == [("Unknown", "装備")]
    ]
    counts = [ts for ts in roles["none"] if ts not in done]
    if (
        _shape(roles["subject"][0]) != [("Word", "target")]
        or not kind
        or len(done) != 1
        or len(counts) > 1
    ):
        return None
    if not counts:
        return ()
    count = counts[0][0] if len(counts[0]) == 1 else None
    num = getattr(getattr(count, "number", None), "value", None)
    op = _STAT_BOUNDS.get(str(getattr(count, "bound", "")))
    if (
        _cls(count) != "Count"
        or not isinstance(num, int)
        or op is None
        or getattr(count.number, "variable", None)
        or getattr(count, "unit", None) != "item"
        or op
        == "<="  # 「1つ以下装備している」 with none worn: whether it is worn at all is not said
        or num < 1
    ):
        return None
    return op, num


def _not_before_the_steps(condition: tuple[str, tuple[Any, ...]] | None) -> None:
    """「この効果で対象が死亡した / 破棄された場合」 as the whole effect's condition: read before any
    of its steps, when nothing has died of them yet — refused (a step's own condition only)."""
    if condition is not None and condition[0] == "dice":
        raise Unsupported("「出目が…の場合」 with no 「ダイスを振る」 before it")
    if condition is not None and condition[0] in ("died_by_effect", "discarded"):
        raise Unsupported("「この効果で対象が死亡した場合」 before the effect's steps")


def _died_after_damage(steps: list[Any]) -> None:
    """「この効果で対象が死亡した / 破棄された(されなかった)場合、…」 only after a step dealing the
    target damage, killing it or (破棄) discarding it: before it the target cannot have died of
    / been discarded by this effect (the reading of ``died_by_effect``, ``discarded``)."""
    for k, x in enumerate(steps):
        if isinstance(x, Guarded) and x.cond[0] in ("died_by_effect", "discarded"):
            before = [y.step if isinstance(y, Guarded) else y for y in steps[:k]]
            moved = x.cond[0] == "discarded" and any(
                isinstance(y, ZoneStep) and y.zone == "discard" for y in before
            )
            if not moved and not any(isinstance(y, DamageStep | DieStep) for y in before):
                raise Unsupported(
                    "「対象が死亡した / 破棄された場合」 with no step before that kills"
                )


# (verb, form) of a clause saying what befell its subject: 「死亡した / 死亡しなかった」 (死亡 with
# する), 「破棄された / 破棄されている / 破棄されなかった」 (the passive of 破棄する, 12.4.1)
_FATES = {
    ("do", "past"): ("died", False),
    ("do", "negative_past"): ("died", True),
    ("destroy", "passive_past"): ("discarded", False),
    ("destroy", "passive_prog"): ("discarded", False),
    ("destroy", "passive_neg_past"): ("discarded", True),
}


def _fate(cl: Any) -> tuple[str, bool] | None:
    """「対象が(この効果で)死亡した / 死亡しなかった」, 「(この効果で)対象が破棄された / 破棄されて
    いる / 破棄されなかった」: (died / discarded, negated) said of 「対象」, its means none or
    「この効果で」; None for any other clause."""
    key = (getattr(cl, "verb", None), getattr(getattr(cl, "form", None), "value", None))
    if key not in _FATES:
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if len(roles) != len(cl.args):
        return None
    ids = {
        k: [(_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in v]
        for k, v in roles.items()
    }
    if ids.pop("subject", None) != [("Word", "target")]:
        return None
    if ids.pop("means", [("Ref", "this"), ("CardKind", "effect")]) != [
        ("Ref", "this"),
        ("CardKind", "effect"),
    ]:
        return None
    if key[0] == "do" and ids.pop("none", None) != [("Unknown", "死亡")]:
        return None
    return _FATES[key] if not ids else None


def _died_by_this_effect(cl: Any) -> bool:
    """「この効果で対象が死亡した」: 死亡 with する in the past, 「この効果で」 its means, 対象 its
    subject."""
    if getattr(cl, "verb", None) != "do" or len(getattr(cl, "args", ())) != 3:
        return False
    if getattr(getattr(cl, "form", None), "value", None) != "past":
        return False
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in cl.args
    }
    return roles == {
        "means": [("Ref", "this"), ("CardKind", "effect")],
        "subject": [("Word", "target")],
        "none": [("Unknown", "死亡")],
    }


def _not_dead(cl: Any, who: str = "target") -> bool:
    """「対象が死亡していない」: 死亡 with する in the progressive negative, 対象 its subject
    (``who``: its id, 「このユニット」 with "this_unit"). 「対象が(この)戦闘で死亡していない」 too: a
    unit that died in a battle is discarded at once (4.5.2, 11.3), so one still on the
    battlefield as a unit has not died in it. 「対象が生存している」 (生存 in the progressive) is
    the same words' other side: the unit is alive, not dead (4.5.2)."""
    if getattr(cl, "verb", None) != "do" or len(getattr(cl, "args", ())) not in (2, 3):
        return False
    form = getattr(getattr(cl, "form", None), "value", None)
    word = "死亡"
    if form == "progressive":
        form, word = "progressive_neg", "生存"
    if form not in ("progressive_neg", "negative_past"):
        return False
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if len(roles) != len(cl.args):
        return False
    means = roles.pop("means", None)
    by = _shape(means) if means is not None else None
    if form == "negative_past" and by != [("Ref", "this"), ("CardKind", "effect")]:
        # 「この効果で対象が死亡しなかった」: the target, proper when the effect began (10.10.5),
        # did not die of its steps before — a death by them comes at once (11.3.1.2.1, an
        # interrupting rule process), so it is still there alive
        return False
    if form == "progressive_neg" and by not in (
        None,
        [("Word", "combat")],
        [("Ref", "this"), ("Word", "combat")],
    ):
        return False
    if set(roles) != {"subject", "none"}:
        return False
    subject = {"target": ("Word", "target"), "this_unit": ("Ref", "this_unit")}[who]
    return _shape(roles["subject"]) == [subject] and [
        (_cls(t), getattr(t, "text", None)) for t in roles["none"]
    ] == [("Unknown", word)]


def _advance_type_of_target(subj: list[Any], pred: list[Any]) -> tuple[str, ...] | None:
    """「対象の進軍タイプが「X」(または「Y」)」 (subject and predicate of a copula): the advance types
    named (each one of 2.1.19.1's), else None."""
    if len(subj) != 1 or len(pred) != 1:
        return None
    sts = [
        (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(subj[0].value)
    ]
    if sts != [("Word", "target"), ("Unknown", "進軍"), ("Unknown", "タイプ")]:
        return None
    if tuple(getattr(subj[0].value, "links", ()))[:1] != ("の",):
        return None
    pts = _terms(pred[0].value)
    links = tuple(getattr(pred[0].value, "links", ()))
    names = tuple(str(getattr(t, "text", "")) for t in pts)
    if (
        not pts
        or any(_cls(t) != "Name" for t in pts)
        or any(n not in ADVANCE_TYPES for n in names)
        or not set(links) <= set(_OR_LINKS)
    ):
        return None
    return names


def _has_advance_type(cl: Any) -> tuple[str, ...]:
    """The advance types 「対象が進軍タイプ「X」を持つ」 / 「…「進軍タイプ:X」を持つ」 / 「…「X」の進軍
    タイプを持つ」 (``_advance_type_named``) names, or ()."""
    if getattr(cl, "verb", None) != "have" or getattr(cl.form, "value", None) != "final":
        return ()
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "object"} or len(cl.args) != 2:
        return ()
    if _shape(_terms(roles["subject"])) != [("Word", "target")]:
        return ()
    terms = _advance_type_named(tuple(_terms(roles["object"])))
    if len(terms) == 1 and _cls(terms[0]) == "Characteristic" and terms[0].kind == "advance_type":
        return tuple(terms[0].values) if not any(x.strip() for x in terms[0].seps) else ()
    kinds = [(_cls(t), getattr(t, "text", None)) for t in terms]
    if kinds[:2] == [("Unknown", "進軍"), ("Unknown", "タイプ")] and len(kinds) == 3:
        if kinds[2][0] == "Name" and kinds[2][1]:
            return (str(kinds[2][1]),)
    return ()


# the standing abilities 「対象が「X:x」を持つ場合」 asks of (``common._holds_standing``)
_HELD_KINDS = ("initiative", "charge", "defender", "weakness", "resistance", "item")


def _has_standing(cl: Any) -> tuple[str, ...]:
    """The standing abilities 「対象が「X:x」を持つ」 names (x a placeholder: any value), or ()."""
    if getattr(cl, "verb", None) != "have" or getattr(cl.form, "value", None) != "final":
        return ()
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "object"} or len(cl.args) != 2:
        return ()
    if _shape(_terms(roles["subject"])) != [("Word", "target")]:
        return ()
    terms = _terms(roles["object"])
    kws = [getattr(t, "keyword", None) for t in terms if _cls(t) == "Standing"]
    if not terms or len(kws) != len(terms):
        return ()
    if any(k.id not in _HELD_KINDS for k in kws):
        return ()
    if any([getattr(p, "text", None) for p in k.params] not in (["x"], ["y"]) for k in kws):
        return ()  # a value of its own (「イニシアチブ:2」, 「耐性:火炎」) is not this construction
    return tuple(k.id for k in kws)


def _advanced_into(cl: Any) -> tuple[str, str] | None:
    """「(このユニット / 対象)が敵軍 / 自軍支配地形に進軍した」: (owner, whose), else None."""
    if getattr(cl, "verb", None) != "advance" or getattr(cl.form, "value", None) not in (
        "past",
        "progressive_past",
    ):
        # 「進軍した」, and 「進軍していた」 (the same advance, said of the time before the moment
        # the ability is read at)
        return None
    roles = {a.role.value: _terms(a.value) for a in cl.args}
    if len(cl.args) != 2 or set(roles) != {"subject", "goal"}:
        return None
    who = _shape(roles["subject"])
    whose = _WHOSE.get(tuple(who[0])) if len(who) == 1 else None  # type: ignore[call-overload]
    goal = roles["goal"]
    if (
        whose is None
        or len(goal) != 2
        or _cls(goal[0]) != "Owner"
        or getattr(goal[1], "id", None) != "controlled_terrain"
    ):
        return None
    owner = _OWNERS.get(str(goal[0].who))
    return (owner, whose) if owner is not None else None


# mc's verbal nouns (``_nouns.light_verb_clause``): 「攻撃宣言」 is declaring an attack (9.1)
_VERBAL_NOUNS = {"attack_declaration": ("declare", A.Unknown(text="攻撃"))}


# 「この戦闘中(に) / この戦闘で」: the battle going on, said as a clause's time
_THIS_BATTLE = (
    [("Ref", "this"), ("Word", "combat"), ("Word", "during")],
    [("Ref", "this"), ("Word", "combat")],
)
# the forms of 「攻撃を行った / 行っている」 (did: True) and 「行っていない / 行わなかった」 (False)
_DID_FORMS = {
    "past": True,
    "progressive": True,
    "progressive_past": True,
    "progressive_neg": False,
    "past_neg": False,
}


# the forms of 「進軍した / していた」 (did: True) and 「進軍していない / していなかった / しなかった」
_ADVANCED_FORMS = {
    "past": True,
    "progressive_past": True,
    "progressive_neg": False,
    "progressive_neg_past": False,
    "past_neg": False,
}
# 「このターン(中に)」, said as a clause's time (a Duration) or as a bare noun phrase
_THIS_TURN = ([("Ref", "this"), ("Word", "turn")], [("Duration", "this_turn")])


def _advanced_turn(cl: Any) -> tuple[bool, str] | None:
    """「(対象 / このユニット)がこのターン進軍した / していない」: (did, whose) — whether the unit
    carried out an advance this turn (12.2.5.1.5); None for another clause (without 「このター
    ン」 the advance meant is not said)."""
    if getattr(cl, "verb", None) != "advance":
        return None
    done = _ADVANCED_FORMS.get(str(getattr(getattr(cl, "form", None), "value", None)))
    if done is None or getattr(cl, "modal", None) is not None or getattr(cl, "more", ()):
        return None
    roles: dict[str, list[Any]] = {}
    for a in getattr(cl, "args", ()) or ():
        if a.role.value in roles:
            return None
        roles[a.role.value] = [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
    when = [r for r in ("none", "time") if r in roles]
    subj = roles.get("subject") or []
    whose = _WHOSE.get(tuple(subj[0])) if len(subj) == 1 else None  # type: ignore[call-overload]
    if whose is None or len(when) != 1 or roles[when[0]] not in _THIS_TURN or len(roles) != 2:
        return None
    return done, whose


def _attacked_in_battle(cl: Any) -> bool | None:
    """「対象がこの戦闘中に攻撃を行った / 行っていない」: whether the target took part in an attack
    (9.1, 9.3) in the battle going on (True) or did not (False); None for another clause (the
    battle must be said: an attack of another time is not recorded)."""
    if getattr(cl, "verb", None) not in ("perform", "do"):
        return None
    done = _DID_FORMS.get(str(getattr(getattr(cl, "form", None), "value", None)))
    if done is None:
        return None
    roles: dict[str, list[Any]] = {}
    for a in getattr(cl, "args", ()) or ():
        if a.role.value in roles:
            return None
        roles[a.role.value] = [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
    when = [r for r in ("goal", "time", "means") if r in roles]
    if (
        roles.get("subject") != [("Word", "target")]
        or roles.get("object") not in ([("Unknown", "攻撃")],)
        or len(when) != 1
        or roles[when[0]] not in _THIS_BATTLE
        or len(roles) != 3
    ):
        return None
    return done


# the cards whose use 「～を使用したユニット」 names (10.13.1), by their words: 戦闘スペル (2.1.3.1)
_USED_CARDS = {(("Word", "combat"), ("CardKind", "spell")): "spell"}


def _declared_use(cl: Any) -> str | None:
    """「対象が戦闘スペルを使用したユニットの場合」 (a nominal 「…のユニットの場合」 whose relative
    clause has 対象 for its subject): the kind of card used (``_USED_CARDS``), else None."""
    args = tuple(getattr(cl, "args", ()) or ())
    if getattr(cl, "verb", None) != "be" or len(args) != 1 or args[0].role.value != "predicate":
        return None
    ts = _terms(args[0].value)
    if len(ts) != 2 or _cls(ts[0]) != "Relative" or _shape(ts[1:]) != [("CardKind", "unit")]:
        return None
    rel = ts[0].clause
    if getattr(rel, "verb", None) != "do" or getattr(rel.form, "value", None) != "past":
        return None
    roles = {
        a.role.value: tuple(
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        )
        for a in rel.args
    }
    if set(roles) != {"subject", "object", "none"} or roles["subject"] != (("Word", "target"),):
        return None
    if roles["none"] != (("Unknown", "使用"),):
        return None
    return _USED_CARDS.get(roles["object"])


def _declared_attack(cl: Any) -> bool:
    """「対象が攻撃を宣言した」: the clause of 〈対象:攻撃を宣言したユニット〉; 「攻撃宣言を行った /
    した」 the same (the shared ``light_verb_clause``, ``_VERBAL_NOUNS``)."""
    cl = _nouns.light_verb_clause(cl, _VERBAL_NOUNS)
    if getattr(cl, "verb", None) != "declare" or getattr(cl.form, "value", None) != "past":
        return False
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in cl.args
    }
    return roles == {"subject": [("Word", "target")], "object": [("Unknown", "攻撃")]}


def _at_least_units(a: Any) -> int | None:
    """An argument 「n体以上」 alone (a count of units, at least n): n, else None."""
    ts = _terms(a.value)
    if (
        a.role.value == "none"
        and len(ts) == 1
        and _cls(ts[0]) == "Count"
        and getattr(ts[0], "unit", None) == "body"
        and str(getattr(ts[0], "bound", "")) == "at_least"
        and not getattr(ts[0].number, "variable", None)
    ):
        n = getattr(ts[0].number, "value", None)
        return int(n) if isinstance(n, int) and n >= 1 else None
    return None


def _died_in_battle(cl: Any) -> tuple[Any, ...] | None:
    """「この戦闘で(「種族 / 属性:X」の)自軍 / 敵軍ユニットが(n体以上)死亡した」: (owner, kind or
    None, values) — with n after them when it is more than one — else None."""
    # 「死亡した」, and 「死亡していた / している」: having died in it (the same deaths)
    if getattr(cl, "verb", None) != "do" or getattr(cl.form, "value", None) not in (
        "past",
        "progressive_past",
        "progressive",
    ):
        return None
    counts = [n for n in (_at_least_units(a) for a in cl.args) if n is not None]
    args = [a for a in cl.args if _at_least_units(a) is None]
    if len(counts) > 1:
        return None
    least = counts[0] if counts else 1
    # 「…ユニットが1体以上死亡していた」: at least one of them died — what 「…が死亡していた」 asks
    roles = {a.role.value: _terms(a.value) for a in args}
    if len(args) != 3 or set(roles) != {"means", "subject", "none"}:
        return None
    if _shape(roles["means"]) != [
        ("Ref", "this"),
        ("Word", "combat"),
    ]:
        return None
    if [(_cls(t), getattr(t, "text", None)) for t in roles["none"]] != [("Unknown", "死亡")]:
        return None
    subj = list(roles["subject"])
    ch = subj.pop(0) if subj and _cls(subj[0]) == "Characteristic" else None
    if subj and _cls(subj[0]) == "Owner":
        owner = _OWNERS.get(str(subj.pop(0).who))
    else:
        owner = "any"  # 「この戦闘で死亡したユニット」: of either side
    if len(subj) != 1 or getattr(subj[0], "id", None) != "unit":
        return None
    if owner is None or (ch is not None and ch.kind not in ("species", "attribute")):
        return None
    # 「2体以上死亡していた」: that many of those deaths (12.6.1), counted
    more = (least,) if least > 1 else ()
    if ch is None:
        return owner, None, (), *more
    kind, values = _characteristic(ch)
    return owner, kind, tuple(values), *more


def _died_counted(cl: Any) -> tuple[Any, ...] | None:
    """「この戦闘で死亡した(自軍 / 敵軍)ユニットが2体以上の場合」: the deaths of the battle counted —
    「この戦闘で(自軍 / 敵軍)ユニットが2体以上死亡した場合」 said with the deaths as a noun
    (``_died_in_battle``'s values); else None."""
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if getattr(cl, "verb", None) != "be" or set(roles) != {"subject", "predicate"}:
        return None
    subj, pred = roles["subject"], roles["predicate"]
    rel = subj[0] if subj and _cls(subj[0]) == "Relative" else None
    inner = getattr(rel, "clause", None)
    if inner is None or len(pred) != 1 or any(a.role.value == "subject" for a in inner.args):
        return None
    count = A.Arg(A.Role.NONE, A.NounPhrase(terms=tuple(pred), links=()))
    if _at_least_units(count) is None:
        return None
    unit = A.Arg(A.Role.SUBJECT, A.NounPhrase(terms=tuple(subj[1:]), links=("",) * (len(subj) - 2)))
    return _died_in_battle(replace(inner, args=(*inner.args, unit, count)))


def _kinds_in(cond: Any) -> set[str]:
    """The condition kinds in a condition and its parts (「かつ」, 「でない」)."""
    if not cond:
        return set()
    kind, values = cond
    if kind in ("and", "any_of"):
        return {kind, *(k for part in values for k in _kinds_in(part))}
    if kind in ("not", "on_this", "unless", "invalid"):
        return {kind, *_kinds_in(values)}
    return {kind}


def _has_characteristic(cl: Any) -> tuple[str, tuple[str, ...]] | None:
    """「対象が「種族:X」を持つ」: the characteristic condition (kind, values), else None."""
    if getattr(cl, "verb", None) != "have" or getattr(cl.form, "value", None) != "final":
        return None
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "object"} or len(cl.args) != 2:
        return None
    subj = _shape(_terms(roles["subject"]))
    obj = _terms(roles["object"])
    if subj != [("Word", "target")] or len(obj) != 1 or _cls(obj[0]) != "Characteristic":
        return None
    return _characteristic(obj[0])


def _has_hero(cl: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「対象 / このユニットが「英雄」を持つ」: ("hero", ()) on the target, ("on_this", ("hero",
    ())) on 「このユニット」, else None."""
    if getattr(cl, "verb", None) != "have" or getattr(cl.form, "value", None) != "final":
        return None
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "object"} or len(cl.args) != 2:
        return None
    if not _is_hero_word(tuple(_terms(roles["object"]))):
        return None
    subj = _shape(_terms(roles["subject"]))
    if subj == [("Word", "target")]:
        return "hero", ()
    if subj == [("Ref", "this_unit")]:
        return "on_this", ("hero", ())
    return None


def _acted_progressive(cl: Any) -> bool | None:
    """「対象が行動完了している / していない」: True / False (4.10.1.1, 4.10.1.2), else None."""
    if getattr(cl, "verb", None) != "do":
        return None
    form = getattr(cl.form, "value", None)
    if form not in ("progressive", "progressive_neg", "negative_progressive"):
        return None
    roles = [(a.role.value, _shape(_terms(a.value))) for a in cl.args]
    if roles != [("subject", [("Word", "target")]), ("none", [("Word", "action_complete")])]:
        return None
    return form == "progressive"


def _holds_keyword(cl: Any) -> tuple[str, str] | None:
    """「対象が「弱点:X」 / 「耐性:X」を持つ」 (X one attribute): ("weakness" | "resistance", X)."""
    if getattr(cl, "verb", None) != "have" or getattr(cl.form, "value", None) != "final":
        return None
    roles = {a.role.value: a.value for a in cl.args}
    if set(roles) != {"subject", "object"} or len(cl.args) != 2:
        return None
    if _shape(_terms(roles["subject"])) != [("Word", "target")]:
        return None
    terms = _terms(roles["object"])
    kw = getattr(terms[0], "keyword", None) if len(terms) == 1 else None
    if _cls(terms[0] if terms else None) != "Standing" or kw is None:
        return None
    if kw.id not in ("weakness", "resistance"):
        return None
    texts = [getattr(p, "text", None) for p in kw.params]
    if len(texts) != 1 or not texts[0] or texts[0] in ("x", "y") or "/" in texts[0]:
        return None  # 「弱点:x」 (any) or several attributes: not this construction
    return str(kw.id), str(texts[0])


def _stat_value(t: Any) -> StatStep:
    stat = STATS.get(t.stat.id)
    if stat is None:
        raise Unsupported(f"the value {t.stat.id} not run yet")
    ch = t.change
    if _cls(ch) == "Amount":
        if getattr(ch.number, "variable", None):
            raise Unsupported("a variable amount not run yet")
        n = int(ch.number.value)
        return StatStep(stat, -n if ch.sign == "-" else n)
    if _cls(ch) == "Dice":
        if ch.faces != 6 or ch.keep not in (None, 1):
            raise Unsupported("dice of this form not run yet")
        return StatStep(stat, 0, (int(ch.count.value), ch.sign or "+", ch.pick))
    terms = [(_cls(x), getattr(x, "id", None)) for x in _terms(ch)]
    var = _terms(ch)[0] if len(terms) == 1 and terms[0][0] == "Count" else None
    if (
        _cls(ch) == "NounPhrase"
        and var is not None
        and getattr(var.number, "variable", None) in ("X", "Ｘ")
        and getattr(t, "sign", None) in ("+", "-")
    ):
        # 「防御力:+X」 with X said by a sentence of its own (``_stat_variable``): bound there
        return StatStep(stat, -1 if t.sign == "-" else 1, read=("var", "X"))
    if (
        _cls(ch) == "NounPhrase"
        and len(terms) == 2
        and terms[0] == ("Ref", "this_unit")
        and terms[1][0] in ("Word", "Stat")  # 「このユニットのレベル」: the grammar's Stat
        and terms[1][1] in STATS
        and getattr(t, "sign", None) in ("+", "-")
    ):
        return StatStep(stat, -1 if t.sign == "-" else 1, of_this=STATS[terms[1][1]])
    if _cls(ch) == "NounPhrase" and getattr(t, "sign", None) in ("+", "-"):
        from grammar.render import render_np

        read = _read_label(render_np(ch))
        if read is not None and read[0] == "count":
            # 「攻撃力:+<自軍パーティに存在する「種族:X」のユニット数>」: 10.17.1's count as the amount
            return StatStep(stat, -1 if t.sign == "-" else 1, read=read)
    raise Unsupported(f"a change of the form {_cls(ch)} not run yet")


# 「耐性:好きなダメージ属性」 / 「任意の…」 (4.7.3: the same), with or without 「1つ」 (4.7.3: one
# element unless several are meant)
_DECLARED_ATTRIBUTE_WORDS = tuple(
    (f"{w}ダメージ属性{n}",) for w in ("好きな", "任意の") for n in ("", "1つ")
)


def _grants(terms: tuple[Any, ...]) -> list[GrantStep]:
    """The characteristics (10.14.2) and 「耐性:x」 (10.14.4) an effect grants, or [] for other
    things."""
    out: list[GrantStep] = []
    for t in terms:
        if _cls(t) == "Characteristic" and t.kind in ("species", "attribute", "advance_type"):
            if any(sep not in ("", "/", "／") for sep in t.seps):
                raise Unsupported("granting one characteristic out of several (or) not run yet")
            if t.kind == "species" and tuple(str(v).strip() for v in t.values) in (
                ("好きな種族",),
                ("任意の種族",),
            ):
                # 「対象に「種族:好きな種族」を付与する」: one race the player declares (4.7.3, any
                # race, 4.7.3.1), granted as a printed one is (10.14.2)
                out.append(GrantStep("species", DECLARED_RACE))
                continue
            _no_declared_value(t.values)
            out += [GrantStep(t.kind, v) for v in t.values]
        elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "resistance":
            # 「耐性:火炎、地震」: each x given (13.1.7.2, 10.14.4)
            k = _standing(t.keyword)
            group = tuple(r.text for r in (k, *k.more))
            if group in _DECLARED_ATTRIBUTE_WORDS:
                # 「耐性:好きなダメージ属性(1つ)」: one attribute the player declares (4.7.3,
                # 4.7.3.2) — 「1つ」 says the one 4.7.3 allows
                out.append(GrantStep("resistance", DECLARED_DAMAGE_ATTRIBUTE))
                continue
            _no_declared_value(group)
            out += [
                GrantStep("resistance", r.text, group=group if len(group) > 1 else ())
                for r in (k, *k.more)
            ]
        elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "spell":
            # 「対象に「スペル:火」を付与する」: spell slots given (13.1.3.2: unspent when got)
            out.append(GrantStep("spell", _standing(t.keyword).text))
        elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "item":
            # 「対象に「アイテム:i」を付与する」: item slots given, unspent when got (13.1.2.4);
            # one lost before and got again comes back as it was (13.1.2.7, an unsettled point)
            out.append(GrantStep("item", "", _standing(t.keyword).value))
        elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) in ("charge", "defender"):
            # 「チャージ:x」 / 「ディフェンダー:x」 given by an effect (13.1.5.3, 13.1.6.3): x in amount
            k = _standing(t.keyword)
            out.append(GrantStep(k.id, "", k.value))
        elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "weakness":
            k = _standing(t.keyword)
            text, n = k.text, k.value
            m = re.match(r"^(.*?)\s*[(（]\s*\+?(\d+)\s*ダメージ\s*[)）]$", text)
            if m:
                text, n = m.group(1), int(m.group(2))
            if not text or n <= 0:
                raise Unsupported("a 「弱点:y(+nダメージ)」 of this form not run yet")
            out.append(GrantStep("weakness", text, n))
        else:
            return []
    return out


def _in_use_choice(verb: str | None, form: str | None, args: tuple[Any, ...]) -> bool:
    """「対象が使用中の特殊能力の効果を1つ選んで」 (the grammar reads 対象が as the subject of
    選んで): one effect of the target's special ability in use."""
    if verb != "choose" or form != "te":
        return False
    roles = {a.role.value: a.value for a in args}
    if set(roles) != {"subject", "object", "none"} or len(args) != 3:
        return False
    if _shape(_terms(roles["subject"])) != [("Word", "target")]:
        return False
    want = [("Word", "in_use"), ("CardKind", "special_ability"), ("CardKind", "effect")]
    if _shape(_terms(roles["object"])) != want:
        return False
    n = _terms(roles["none"])
    return (
        len(n) == 1 and _cls(n[0]) == "Count" and n[0].number.value == 1 and n[0].bound == "exact"
    )


def _in_use_card(verb: str | None, form: str | None, args: tuple[Any, ...]) -> str | None:
    """「対象が使用している戦闘スペル / 消耗品を1つ」 (the object of 選び, 10.15.3): ``spell`` /
    ``consumable``, else None."""
    if verb != "choose" or form not in ("continuative", "te"):
        return None
    roles = {a.role.value: a.value for a in args}
    if len(args) != len(roles) or set(roles) - {"subject"} != {"object", "none"}:
        return None
    n = _terms(roles["none"])
    one = len(n) == 1 and _nouns.exact_number(n[0]) == 1
    subject = _terms(roles["subject"]) if "subject" in roles else None
    if _worn_by_target(_terms(roles["object"]), subject):
        return "worn" if one else None
    if subject is not None or form != "continuative":
        return None
    terms = _terms(roles["object"])
    if not terms or _cls(terms[0]) != "Relative":
        return None
    if not _target_doing(terms[0].clause, "使用"):
        return None
    what = [(_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in terms[1:]]
    kind = {
        (("Word", "combat"), ("CardKind", "spell")): "spell",
        (("Unknown", "消耗品"),): "consumable",
    }.get(tuple(what))
    return kind if one else None


_WORN_KINDS = ("装備品", "アイテム")  # an item worn is equipment (12.2.8.9)


def _target_doing(cl: Any, noun: str) -> bool:
    """The relative clause 「対象が〈noun〉している」 (「対象が使用している」, 「対象が装備している」):
    する in the progressive, the target its subject and the noun (an unknown word) its only
    other argument."""
    rel = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in cl.args
    }
    return (
        getattr(cl, "verb", None) == "do"
        and getattr(getattr(cl, "form", None), "value", None) == "progressive"
        and len(cl.args) == 2
        and rel == {"subject": [("Word", "target")], "none": [("Unknown", noun)]}
    )


def _worn_by_target(terms: tuple[Any, ...], subject: tuple[Any, ...] | None = None) -> bool:
    """「対象が装備している装備品」 / 「対象の装備品」 / 「(対象が)装備中の装備品」 (アイテム for 装備品,
    12.2.8.9: an item worn is equipment): the equipment the target wears."""
    if not terms or getattr(terms[-1], "text", None) not in _WORN_KINDS:
        return False
    head = terms[:-1]
    if subject is not None:
        # 「対象が装備中の装備品を1つ選んで」: the grammar reads 対象が as the subject of 選んで
        return _shape(subject) == [("Word", "target")] and [
            getattr(t, "text", None) for t in head
        ] == ["装備中"]
    if _shape(head) == [("Word", "target")]:
        return True  # 「対象の装備品」
    if len(head) != 1 or _cls(head[0]) != "Relative":
        return False
    return _target_doing(head[0].clause, "装備")


def _worn_discard(verb: str | None, form: str | None, args: tuple[Any, ...]) -> bool:
    """「対象が装備している装備品1つを破棄する」: the choice and the discard in one step."""
    if verb != "destroy" or form != "final" or len(args) != 1 or args[0].role.value != "object":
        return False
    terms = _terms(args[0].value)
    return (
        len(terms) >= 2
        and _cls(terms[-1]) == "Count"
        and _nouns.exact_number(terms[-1]) == 1
        and _worn_by_target(terms[:-1])
    )


def _declared_change(kind: str, values: Any) -> tuple[str, ...]:
    """The values of a change (10.16.1): 「種族:好きな種族」 (or 任意の種族) alone is the race the
    player declares (4.7.3, 4.7.3.1: ``DECLARED_RACE``); any other declared value is refused."""
    vs = tuple(str(v).strip() for v in values)
    if kind == "species" and vs in (("好きな種族",), ("任意の種族",)):
        return (DECLARED_RACE,)
    _no_declared_value(vs)
    return vs


def _no_declared_value(values: Any) -> None:
    """「好きな種族」 / 「好きな属性」 is a value the player declares (4.7.3.2: one, that exists on a
    card), not a value by that name (before, 「対象を「種族:好きな種族」に変更する」 set the species
    to the words 「好きな種族」)."""
    if any(str(v).strip().startswith("好きな") for v in values):
        raise Unsupported("a value the player declares (「好きな…」, 4.7.3.2) not run yet")


# the forms of a step done as printed: 「…する。」, 「…し、」, 「…して」
_DONE_FORMS = ("final", "continuative", "te")


# the words naming a unit's value (2.1.15-2.1.17) as they stand after 「Xの」: Word ids and the
# value's name in quotes (「対象の「攻撃力」を…」) — data, read by ``_stat_canonical``
_VALUE_WORDS = {"attack_power": "attack_power", "defence_power": "defence_power", "level": "level"}


def _value_word(t: Any) -> str | None:
    """A term naming a value (攻撃力 / 防御力 / レベル, bare or in 「」): the grammar's stat id."""
    if _cls(t) in ("Word", "Stat"):
        return _VALUE_WORDS.get(str(getattr(t, "id", "")))
    if _cls(t) in ("Name", "Unknown"):
        return _VALUE_NAMES.get(str(getattr(t, "text", "")))
    return None


def _owner_and_values(np: Any) -> tuple[Any, tuple[str, ...]] | None:
    """「Xの攻撃力」 / 「Xの「防御力」」: (X as a noun phrase, (the value,)), else None."""
    ts, links = tuple(_terms(np)), tuple(getattr(np, "links", ()) or ())
    if len(ts) < 2 or links[-1:] != ("の",):
        return None
    stat = _value_word(ts[-1])
    if stat is None:
        return None
    return A.NounPhrase(terms=ts[:-1], links=links[:-1]), (stat,)


def _advance_type_named(ts: tuple[Any, ...]) -> tuple[Any, ...]:
    """「進軍タイプ「飛行」」 (the characteristic's name bare, its value in 「」), or 「「飛行」の進軍
    タイプ」 (the value first, joined by の): the characteristic 「進軍タイプ:飛行」 (2.1.19.1) as
    one term; any other terms as they are."""
    kinds = [(_cls(t), getattr(t, "text", None)) for t in ts]
    word = [("Unknown", "進軍"), ("Unknown", "タイプ")]
    if (
        len(ts) == 3
        and kinds[:2] == word
        and kinds[2][0] == "Name"
        and kinds[2][1] in ADVANCE_TYPES
    ):
        return (A.Characteristic(kind="advance_type", values=(str(kinds[2][1]),)),)
    if (
        len(ts) == 3
        and kinds[1:] == word
        and kinds[0][0] == "Name"
        and kinds[0][1] in ADVANCE_TYPES
    ):
        return (A.Characteristic(kind="advance_type", values=(str(kinds[0][1]),)),)
    return ts


def _stat_canonical(st: Any) -> Any:
    """A value change or setting in any of the ways a card may print it, as MC's own notation
    「Xを「攻撃力:±n」する」 / 「Xの攻撃力をnにする」 (4.6.2: a value changed by ±n; 4.6.4: set to n,
    a change counted from what it is) — the one reading every form below goes to:

    * 「Xの攻撃力を+n(する)」, 「Xの「攻撃力」を+nする」, 「Xの攻撃力と防御力を+nする」 (each value),
      and the passive 「Xの攻撃力は+nされる」 -> 「Xを「攻撃力:+n」する」;
    * 「Xは「攻撃力:+n」となる / になる / を得る」 -> 「Xを「攻撃力:+n」する」;
    * 「Xは「耐性:Y」 / 「種族:Y」…を得る」 -> 「Xに「耐性:Y」…を付与する」 (10.14.2, 10.14.4);
    * 「Xを「攻撃力:n」にする」 (no sign: the value set) and 「Xの攻撃力はnになる」 -> 「Xの攻撃力を
      nにする」.

    Any other step is returned as it is."""
    body = getattr(st, "body", None)
    verb = getattr(body, "verb", None)
    args = tuple(getattr(body, "args", ()) or ())
    form = getattr(getattr(body, "form", None), "value", None)
    if _cls(body) != "Action" or getattr(body, "modal", None) is not None:
        return st
    roles = [a.role.value for a in args]
    time = tuple(a for a in args if a.role.value in ("time", "limit"))
    core = tuple(a for a in args if a not in time)
    croles = [a.role.value for a in core]

    def done(new: tuple[Any, ...]) -> Any:
        b = replace(body, verb="do", args=(*time, *new), form=A.Form.FINAL, amount=None)
        return replace(st, body=b)

    def arg(role: str, terms: tuple[Any, ...], links: tuple[str, ...] = ()) -> Any:
        return A.Arg(A.Role(role), A.NounPhrase(terms=terms, links=links))

    amount = getattr(body, "amount", None)
    if (
        verb == "give"
        and form == "final"
        and "object" in croles
        and "goal" in croles
        and set(croles) <= {"goal", "object", "with"}
    ):
        ts = tuple(t for a in core if a.role.value != "goal" for t in _terms(a.value))
        if ts and all(_cls(t) in ("StatValue", "Standing", "Characteristic") for t in ts):
            # 「Xに「攻撃力:+n」 / 「耐性:火炎」を与える」: a value, a standing ability or a
            # characteristic given is granted (10.14.2, 10.14.4), as 「…を付与する」 says it;
            # 与える of damage (4.5.1) is read as it is
            b = replace(body, verb="grant")
            return replace(st, body=b)
    if verb in ("gain", "have") and form == "final" and croles == ["topic", "object"]:
        ts = _advance_type_named(tuple(_terms(core[1].value)))
        if ts and all(_cls(t) in ("Standing", "Characteristic") for t in ts):
            # 「Xは「ディフェンダー:1」 / 進軍タイプ「飛行」を持つ」 (an effect's step, not a
            # condition's 「Xが…を持つ場合」): X has it while the effect lasts — the same addition
            # (10.14.1: a standing ability or characteristic added for the effect's duration)
            # 「Xは「耐性:闇」 / 「進軍タイプ:飛行」を得る」: X comes to have the standing ability /
            # characteristic — what a grant of it does (10.14.2, 10.14.4: the card's 特性 / 耐性
            # increase), as 「Xに…を付与する」 says it (a value 「を得る」 is read as a change below)
            goal = A.Arg(A.Role.GOAL, core[0].value)
            what = replace(core[1], value=A.NounPhrase(terms=ts, links=("",) * (len(ts) - 1)))
            b = replace(body, verb="grant", args=(*time, goal, what))
            return replace(st, body=b)
    if (
        verb == "do"
        and form == "final"
        and croles == ["topic", "none"]
        and (ts := tuple(_terms(core[1].value)))
        and all(_cls(t) == "StatValue" for t in ts)
        and _referent(_terms(core[0].value)) is not None
    ):
        # 「このユニットは「攻撃力:+n」する」: the unit the topic names is what changes, as
        # 「このユニットを「攻撃力:+n」する」 (4.6.2; 「対象は…」 is read where the performer is)
        return done((A.Arg(A.Role.OBJECT, core[0].value), core[1]))
    if (
        verb == "stat_change"
        and form in ("final", "passive")
        and amount is not None
        and getattr(amount, "sign", None) in ("+", "-")
        and croles in (["object"], ["topic"], ["with", "object"], ["with", "object", "none"])
        and all(
            _shape(_terms(a.value)) == [("Ref", "each")] for a in core if a.role.value == "none"
        )
    ):
        # (「…をそれぞれ+nする」: each value by n — what a change of each already is)
        # 「Xの攻撃力を+nする」 / 「Xの攻撃力は+nされる」 / 「Xの攻撃力と防御力を+nする」
        first = _owner_and_values(core[0].value)
        if first is None:
            return st
        owner, stats = first
        if croles[:2] == ["with", "object"]:
            more = tuple(_terms(core[1].value))
            if len(more) != 1 or _value_word(more[0]) is None:
                return st
            stats = (*stats, str(_value_word(more[0])))
        values = tuple(
            A.StatValue(stat=A.Stat(id=s), change=amount, sign="", colon=True) for s in stats
        )
        return done(
            (
                A.Arg(A.Role.OBJECT, owner),
                arg("none", values, ("&",) * (len(values) - 1)),
            )
        )
    if (
        verb in ("become", "gain")
        and form == "final"
        and croles in (["topic", "with"], ["topic", "goal"], ["topic", "object"])
    ):
        owner_np, what = core[0].value, tuple(_terms(core[1].value))
        if what and all(
            _cls(t) == "StatValue" and _cls(t.change) == "Amount" and t.change.sign in ("+", "-")
            for t in what
        ):
            # 「Xは「攻撃力:+n」となる / を得る」
            links = tuple(getattr(core[1].value, "links", ()) or ())
            return done((A.Arg(A.Role.OBJECT, owner_np), arg("none", what, links)))
        if verb == "become" and croles == ["topic", "goal"] and _owner_and_values(owner_np):
            # 「Xの攻撃力はnになる」
            return done((A.Arg(A.Role.OBJECT, owner_np), core[1]))
    if verb == "do" and form == "final" and croles == ["object", "goal"]:
        to = tuple(_terms(core[1].value))
        if (
            len(to) == 1
            and _cls(to[0]) == "StatValue"
            and not to[0].sign
            and _cls(to[0].change) == "NounPhrase"
        ):
            # 「Xを「攻撃力:n」にする」 (no sign: the value set to n)
            owner_np = core[0].value
            value = A.Word(id=to[0].stat.id)
            ts = (*_terms(owner_np), value)
            links = (*(getattr(owner_np, "links", ()) or ()), "の")
            return done((arg("object", ts, links), A.Arg(A.Role.GOAL, to[0].change)))
    del roles
    return st


def _negates_target(verb: str | None, form: str | None, args: tuple[Any, ...]) -> bool:
    """「対象の効果を無効にする」 / 「対象の効果を発揮しない」 (and 「発揮させない」, joined into the
    negative by ``_not_brought_about``): the effect of the target, a card in use, is not brought
    about (10.15.1, 10.19.2). 「対象の効果を消失させる」 / 「打ち消す」 (10.15.1: 「カードの効果を発揮
    させないこと」, said of a card in use) the same — only with 〈対象:戦闘スペル / 消耗品1つ〉
    (``compile_ability``), where 10.15.1's other meaning (a grant undone) is not at issue."""
    if (
        (verb, form) in (("vanish", "causative"), ("negate", "final"))
        and len(args) == 1
        and args[0].role.value == "object"
    ):
        return _shape(_terms(args[0].value)) == [("Word", "target"), ("CardKind", "effect")]
    if verb != "do" or len(args) != 2:
        return False
    objs = [a for a in args if a.role.value == "object"]
    said = _shape(_terms(objs[0].value)) if len(objs) == 1 else []
    if said not in ([("Word", "target"), ("CardKind", "effect")], [("Word", "target")]):
        return False
    other = next(a for a in args if a is not objs[0])
    shape = _shape(_terms(other.value))
    if form == "final" and other.role.value == "goal" and shape == [("Word", "invalid")]:
        # 「(対象の効果を / 対象を)無効にする」 (10.19.2): 「対象を」 with the target a card in use
        # or its effect (〈対象:戦闘スペルの効果1つ〉) — what is made 無効 is its effect
        return True
    if said != [("Word", "target"), ("CardKind", "effect")]:
        return False
    texts = [getattr(t, "text", None) for t in _terms(other.value)]
    return form == "negative" and other.role.value == "none" and texts == ["発揮"]


def _not_brought_about(node: Any) -> Any:
    """「対象の効果を発揮させない」 typed as two steps (「発揮させ」 causative, 「ない」 a bare
    negative): joined into the one negative step 「発揮しない」 it says (10.15.1's 「カードの効果を
    発揮させないこと」)."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    changed = False
    out = []
    for se in sents:
        steps = list(se.steps)
        k = 0
        while k + 1 < len(steps):
            a, b = steps[k].body, steps[k + 1].body
            if (
                getattr(a, "verb", None) == "do"
                and getattr(getattr(a, "form", None), "value", None) == "causative_cont"
                and getattr(b, "verb", None) == "exist_thing"
                and getattr(getattr(b, "form", None), "value", None) == "negative"
                and not getattr(b, "args", ())
                and _negates_target("do", "negative", a.args)
            ):
                steps[k : k + 2] = [replace(steps[k], body=replace(a, form=A.Form.NEGATIVE))]
                changed = True
            k += 1
        out.append(replace(se, steps=tuple(steps)))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(out)))


# the stative verbs whose 「…ていた」 is the state at a moment before (持っていた: had), not a
# change that came about (死亡していた: had died) (data)
_STATIVE_VERBS = frozenset({"have", "exist_in"})


def _had_before(cond: Any) -> Any:
    """「対象が「耐性:X」を持っていた場合、かわりに…」: the state as it was before the step the
    replacement replaces (10.8.2) — the moment its condition is read (``Guarded`` with
    ``negate``, on that step) — so the same condition as 「…を持つ場合」 there: the clause of a
    stative verb in 「…ていた」 read in its plain form; any other condition as printed."""
    cl = getattr(cond, "clause", None)
    if (
        _cls(cl) == "Action"
        and cl.verb in _STATIVE_VERBS
        and getattr(cl.form, "value", None) == "progressive_past"
    ):
        return replace(cond, clause=replace(cl, form=type(cl.form)("final")))
    return cond


def _made_to_lose(body: Any) -> Any:
    """「対象の「X」を失わせる」 / 「対象から / 対象に「X」を失わせる」 / 「対象が持つ「X」を(すべて)
    失わせる」: the step 「対象は「X」を(すべて)失う」 (the plain form), else None."""
    if (
        getattr(body, "verb", None) != "lose"
        or getattr(getattr(body, "form", None), "value", None) != "causative"
    ):
        return None
    args = tuple(body.args)
    target = A.NounPhrase(terms=(A.Word(id="target"),), links=())
    whose = [a for a in args if a.role.value in ("goal", "source")]
    objs = [a for a in args if a.role.value == "object"]
    rest = [a for a in args if a.role.value == "none"]
    if len(objs) != 1 or len(whose) + len(objs) + len(rest) != len(args):
        return None
    obj = _terms(objs[0].value)
    if whose:
        if len(whose) != 1 or _shape(_terms(whose[0].value)) != [("Word", "target")]:
            return None
        kept = obj
    elif obj and _shape(obj[:1]) == [("Word", "target")]:
        kept = obj[1:]  # 「対象の「X」」
    elif obj and _cls(obj[0]) == "Relative" and _is_had_by_target(obj[0]):
        kept = obj[1:]  # 「対象が持つ「X」」
    else:
        return None
    if not kept:
        return None
    new_obj = replace(objs[0], value=A.NounPhrase(terms=tuple(kept), links=("",) * (len(kept) - 1)))
    topic = A.Arg(role=A.Role.TOPIC, value=target)
    return replace(body, args=(topic, new_obj, *rest), form=A.Form.FINAL)


def _is_had_by_target(rel: Any) -> bool:
    """「対象が持つ…」 / 「対象の持つ…」: what the target holds."""
    cl = rel.clause
    return getattr(cl, "verb", None) == "have" and [
        (a.role.value, _shape(_terms(a.value))) for a in cl.args
    ] == [("subject", [("Word", "target")])]


def _row_words(body: Any) -> list[str]:
    """「前衛」 / 「後衛」 among a step's arguments (the lexicon reads 「前衛」 as 前 and 衛): words
    the MC rules never use of a party's order (8.3.3.1-8.3.3.3 say 前列 / 後列, 最前列 / 最後列)."""
    found: list[str] = []
    for a in getattr(body, "args", ()) or ():
        ts = list(_terms(a.value)) if _cls(a.value) == "NounPhrase" else []
        for i, t in enumerate(ts):
            text = getattr(t, "text", None)
            if _cls(t) == "Unknown" and text in ("前衛", "後衛"):
                found.append(str(text))
            elif (
                _cls(t) == "Unknown"
                and text == "衛"
                and i
                and _cls(ts[i - 1]) == "Position"
                and getattr(ts[i - 1], "id", None) in ("front", "back")
            ):
                found.append("前衛" if getattr(ts[i - 1], "id", None) == "front" else "後衛")
    return list(dict.fromkeys(found))


def _step_hook(st: Any, r: Any) -> list[_ir.Op]:
    """One step of MC's own (the shared reader, ``ruling.cardtext.steps``, reads what stands
    around it): its readings are MC's notation — 「対象に「攻撃力:+n」を付与する」, 「対象を
    「種族:X」に変更する」, 「対象を行動完了にする」, 「対象に【n】ダメージを与える」 — carried in
    the operation's ``detail``. A condition, a cost, a connector other than さらに / その後, a
    modal, a role the readings below do not examine (a time, a multiplier …) refuse the ability;
    「効果適用後、」 (4.1.11) is read as the shared ``if_done`` (``AfterApplied`` between steps)."""
    from ruling.cardtext.steps import in_active_voice

    rows = _row_words(st.body)
    if rows:
        raise Unsupported(
            f"「{'」 / 「'.join(rows)}」 name no place of the rules: a party's order (隊列) is relative, "
            "a unit 前列 / 後列 of another (8.3.3.1), its ends 最前列 / 最後列 (8.3.3.2) — which units "
            "「前衛」 / 「後衛」 are, or what moving between them is, is not said; not run"
        )
    canon = _stat_canonical(st)
    if canon is not st:
        # the value change as MC's own notation reads it (``_stat_canonical``); its passive
        # 「Xの攻撃力は+nされる」 is read there, the form this construction's own
        ops = _step_hook(canon, r)
        if getattr(getattr(st.body, "form", None), "value", None) == "passive":
            from ruling.cardtext.steps import read

            return read(ops, A.Form.PASSIVE)
        return ops
    passive = in_active_voice(st, r, _step_hook)
    if passive is not None:
        # 「対象は手札に戻される」: the shared reading of a passive step, as its active voice
        return passive
    options = _effect_options(st, r)
    if options is not None:
        return options
    made_lose = _made_to_lose(st.body)
    if made_lose is not None:
        # 「対象の / 対象から / 対象に / 対象が持つ「X」を失わせる」: the causative of 「失う」 with
        # the target as the one that loses — 「対象は「X」を失う」 (10.15.2), this construction's
        # own form
        from ruling.cardtext.steps import read

        return read(_step_hook(replace(st, body=made_lose), r), A.Form.CAUSATIVE)
    turn_args = [a for a in getattr(st.body, "args", ()) or () if _turn_duration(a)]
    game_args = [a for a in getattr(st.body, "args", ()) or () if _game_duration(a)]
    if game_args and not turn_args:
        # 「ゲーム終了時まで、」 (or 「この効果はゲーム終了時まで継続する」 moved onto the step,
        # ``_duration_onto_steps``): the effects it brings about last the rest of the game
        # (10.7.1's 「このゲーム中」, the text over 4.6.9 / 10.14.6's battle or phase)
        body = replace(st.body, args=tuple(a for a in st.body.args if a not in game_args))
        ops = _step_hook(replace(st, body=body), r)
        out = []
        for o in ops:
            detail = []
            for x in o.detail:
                inner = x.step if isinstance(x, Guarded) else x
                if isinstance(inner, Named | ThisUnit | PlayerTopic | AfterApplied):
                    detail.append(x)
                    continue
                if not isinstance(inner, TURN_LONG_STEPS) or inner.turn:
                    raise Unsupported(
                        "「ゲーム終了時まで」 on a step with no duration of its own (or another "
                        "duration) not run yet"
                    )
                inner = replace(inner, game=True)
                detail.append(replace(x, step=inner) if isinstance(x, Guarded) else inner)
            out.append(replace(o, detail=tuple(detail)))
        return out
    if turn_args:
        # 「このターン(の間 / 中)、」 / 「(この)ターン(の)終了時まで、」: the step's own duration —
        # the effects it brings about last to the turn's end (1.3.1: the text over 4.6.9 /
        # 10.14.6's battle or phase; ended at 7.6.5); a step whose effect has no duration refused
        body = replace(st.body, args=tuple(a for a in st.body.args if a not in turn_args))
        ops = _step_hook(replace(st, body=body), r)
        out = []
        for o in ops:
            detail = []
            for x in o.detail:
                inner = x.step if isinstance(x, Guarded) else x
                if isinstance(inner, Named | ThisUnit | PlayerTopic | AfterApplied):
                    detail.append(x)
                    continue
                if not isinstance(inner, TURN_LONG_STEPS):
                    raise Unsupported(
                        "「このターン、 / ターン終了時まで、」 on a step with no duration of its own "
                        "not run yet"
                    )
                inner = replace(inner, turn=True)
                detail.append(replace(x, step=inner) if isinstance(x, Guarded) else inner)
            out.append(replace(o, detail=tuple(detail)))
        from ruling.cardtext.steps import Read, read

        if isinstance(ops, Read):
            # what the step's reading read beyond the plain step (its own condition, 「出目が偶数の
            # 場合、このターン中、…」; its forms) kept with the duration
            return read(
                out, *ops.forms, modal=ops.modal, condition=ops.condition, plain_lead=ops.plain_lead
            )
        return out
    if (
        st.condition is not None
        and st.cost is None
        and getattr(st.condition, "marker", None)
        in (
            "baai",
            "no_baai",
            "nara",
        )
    ):
        # 「対象が「属性:聖」の場合、さらに…」 / 「…の場合、代わりに…」: the step under its own condition
        # (「…なら、かわりに…」 the same, ``_condition``)
        cond = _condition(_had_before(st.condition) if st.lead == "instead" else st.condition)
        # 「(自軍の)戦場に / この戦闘に…ユニットが存在する / 参加している場合」: the units on the
        # battlefield (5.1.2.1) / in the battle going on (8.2.3) of that side, counted; 「この地形
        # (に隣接した地形)に…ユニットが存在する場合」: on the ability's card's terrain (5.1.2.4) /
        # the terrains next to it (5.1.2.18) — read on the ability's unit or card as the whole
        # ability's condition is (``common.guard_card``, ``common.condition_card``)
        battlefield = (
            cond is not None
            and cond[0] == "exists"
            and cond[1][0] in ("battlefield", "battle", "here", "next_to_here")
        )
        # 「このユニットが最前列にいない場合、さらに…」: a condition of those forms said of the unit
        # 「このユニット」 names, read on it as the step comes (4.7.2; ``common.guard_card``)
        on = cond[1] if cond is not None and cond[0] == "on_this" else cond
        if (
            on is None
            or (on[0] not in (*_STEP_CONDITIONS, *_SIDE_KINDS, "row") and not battlefield)
            or (on[0] in _ON_THIS and on[1][-1] not in ("target", "this"))
            or (on is not cond and battlefield)
        ):
            raise Unsupported("a step's own condition of this form not run yet")
        instead = st.lead == "instead"
        ops = _step_hook(replace(st, condition=None, lead=None if instead else st.lead), r)
        if any(isinstance(x, Named) for o in ops for x in o.detail) or (
            instead and any(isinstance(x, ThisUnit) for o in ops for x in o.detail)
        ):
            raise Unsupported(
                "a step's own condition on a group or on 「このユニット」 not run yet"
            )
        from ruling.cardtext.steps import Read, read

        # 「…の場合、このユニットに…」: the marker kept beside the guarded step (``_steps`` makes
        # it ``Guarded(cond, OnThis(step))``: the condition read as for any step, the step done
        # to the unit the text names, 4.7.2)
        wrapped = [
            replace(
                o,
                detail=tuple(
                    x if isinstance(x, ThisUnit) else Guarded(cond, x, instead=instead)
                    for x in o.detail
                ),
            )
            for o in ops
        ]
        forms = ops.forms if isinstance(ops, Read) else frozenset()
        modal = ops.modal if isinstance(ops, Read) else False
        return read(wrapped, *forms, modal=modal, condition=True)
    if st.condition is not None or st.cost is not None:
        raise Unsupported("a step with its own condition not run yet")
    # a connector opening the step, and one after its own condition (「効果適用後、Xの場合、さらに
    # …」): each as alone, joined by the shared reader (``steps._lead``)
    leads = (None, "additionally", "then", "after_applied")
    if st.lead not in leads or st.lead_inner not in leads:
        raise Unsupported(f"the connector {st.lead_inner or st.lead} not run yet")
    if st.bang:
        raise Unsupported("the step's ! not run yet")
    body = st.body
    verb = getattr(body, "verb", None)
    args = getattr(body, "args", ())
    if getattr(body, "modal", None) is not None:
        raise Unsupported(f"the modal {body.modal} not run yet")
    form = getattr(getattr(body, "form", None), "value", None)
    damage = _damage_noun(body) if form == "nominal" else None
    if damage is not None:
        # 「対象に【n】ダメージ。」 (10.17.1's, 10.18.1's example): the noun predicate printed for
        # 「対象に【n】ダメージを与える。」
        body, form = damage, "final"
        verb, args = body.verb, body.args
    every = tuple(
        replace(a, value=_nouns.every_of_reference(a.value, _REFERENCES))
        if isinstance(a.value, A.NounPhrase)
        else a
        for a in args
    )
    if every != args:
        # 「対象すべてに / を / は…」: every declared target — 「対象」 itself (10.10.10)
        args = every
        body = replace(body, args=args)
    kept = _no_rest(verb, args) if form == "negative" else None
    if kept is not None:
        from ruling.cardtext.steps import read

        # the negative form is this construction's own reading (not the plain step refused):
        # 「行動完了にならない」 / 「未行動にならない」 (4.10.1's two states)
        no = NoRestStep() if kept == "action_complete" else NoStandStep()
        return read([_ir.Op("mc", detail=(no,), sentence=r.sentence)], A.Form.NEGATIVE)
    unchanged = _no_change(verb, args) if form == "negative" else None
    if unchanged is not None:
        from ruling.cardtext.steps import read

        # 「対象の攻撃力は増加しない」: the negative form is this construction's own reading
        return read([_ir.Op("mc", detail=(unchanged,), sentence=r.sentence)], A.Form.NEGATIVE)
    if form == "cannot" and verb == "advance" and len(args) == 1:
        if _performer(args[0].value) == "target" and args[0].role.value == "topic":
            from ruling.cardtext.steps import read

            # 「対象は進軍できない」: the prohibition is this construction's own reading
            ops = [_ir.Op("mc", detail=(NoAdvanceStep(),), sentence=r.sentence)]
            return read(ops, A.Form.CANNOT)
        if args[0].role.value == "topic" and _referent(_terms(args[0].value)) == "this_unit":
            from ruling.cardtext.steps import read

            # 「このユニットは進軍できない」: the same prohibition, on the unit the text names
            # (4.7.2; ``ThisUnit``, settled by ``_effect_steps``)
            ops = [
                _ir.Op("mc", detail=(ThisUnit("this_unit"), NoAdvanceStep()), sentence=r.sentence)
            ]
            return read(ops, A.Form.CANNOT)
    if form == "can" and verb == "advance" and len(args) == 2:
        topic, even = args
        if (
            topic.role.value == "topic"
            and _performer(topic.value) == "target"
            and even.role.value == "even"
            and [getattr(t, "id", None) for t in _terms(even.value)] == ["action_complete"]
        ):
            from ruling.cardtext.steps import read

            # 「対象は行動完了でも進軍できる」: the permission is this construction's own reading
            ops = [_ir.Op("mc", detail=(AdvanceActedStep(),), sentence=r.sentence)]
            return read(ops, A.Form.CAN)
    ranged = _replenish_range(verb, form, args)
    if ranged is not None:
        from ruling.cardtext.steps import read

        # 「…てもよい」 is the range form's own wording (12.3.1.1: none may be declared)
        return read([_ir.Op("mc", detail=(ranged,), sentence=r.sentence)], A.Form.PERMISSIVE)
    die = _death(verb, form, args)
    if die is not None:
        from ruling.cardtext.steps import read

        op = _ir.Op("mc", detail=(die,), sentence=r.sentence)
        if form == "final":
            return [op]  # 「対象は死亡する」 (12.6.1)
        # 「死亡させる」: the causative of 「死亡する」 (the noun with する), this construction's own
        return read([op], A.Form.CAUSATIVE)
    instant = _instant_permit(verb, form, args)
    if instant is not None:
        from ruling.cardtext.steps import read

        # the form 「できる」 is the permission's own reading (not a step done)
        ops = [_ir.Op("mc", detail=(instant,), sentence=r.sentence)]
        return read(ops, A.Form.CAN)
    permit = _advance_permit(verb, form, args)
    if permit is not None:
        from ruling.cardtext.steps import read

        # the permissive form is this construction's own reading (a permission, not a step)
        ops = [_ir.Op("mc", detail=(permit,), sentence=r.sentence)]
        return read(ops, A.Form.PERMISSIVE)
    if _worn_discard(verb, form, args):
        return [_ir.Op("mc", detail=(DiscardInUseStep("worn"),), sentence=r.sentence)]
    used = _in_use_card(verb, form, args)
    if used is not None:
        return [_ir.Op("mc", detail=(ChooseUsedCard(used),), sentence=r.sentence)]
    if _negates_target(verb, form, args):
        from ruling.cardtext.steps import read

        ops = [_ir.Op("mc", detail=(NegateStep(),), sentence=r.sentence)]
        # 「発揮しない」: the negative is the step's own meaning (the effect not brought about);
        # 「消失させる」 the causative of 「消失する」, this construction's own
        if form == "causative":
            return read(ops, A.Form.CAUSATIVE)
        return read(ops, A.Form.NEGATIVE) if form == "negative" else ops
    if verb == "destroy" and not args and form == "final":
        # 「…を1つ選び、破棄する」: what is discarded is what the step before chose
        return [_ir.Op("mc", detail=(DestroyChosen(),), sentence=r.sentence)]
    if _in_use_choice(verb, form, args):
        return [_ir.Op("mc", detail=(ChooseInUse(),), sentence=r.sentence)]
    if verb == "vanish" and form == "causative" and not args:
        from ruling.cardtext.steps import read

        # 「消失させる」 (10.15.1): what it acts on is the effect the step before chose
        return read([_ir.Op("mc", detail=(VanishStep(),), sentence=r.sentence)], A.Form.CAUSATIVE)
    if form in ("permissive", "optional"):
        put = _optional_put(replace(st, body=replace(body, form=A.Form.FINAL)), r)
        if put is not None:
            from ruling.cardtext.steps import read

            return read(put, A.Form.PERMISSIVE)
        return _optional(st, body, r)
    if form not in _DONE_FORMS:
        # 「…を付与しない」 / 「…を付与してもよい」: not the step done as printed (before, the
        # form was not read and either ran as 「付与する」)
        raise Unsupported(f"a step in the form {form} not run yet")
    if _lose_all(verb, args):
        return [_ir.Op("mc", detail=(LoseAbilitiesStep(),), sentence=r.sentence)]
    limit_set = _hand_limit_set(verb, args)
    if limit_set is not None:
        return [_ir.Op("mc", detail=(limit_set,), sentence=r.sentence)]
    look = _look(verb, form, args)
    if look is not None:
        return [_ir.Op("mc", detail=(look,), sentence=r.sentence)]
    if _reorder(verb, form, args):
        return [_ir.Op("mc", detail=(ReorderStep(),), sentence=r.sentence)]
    if _top_or_discard(verb, form, args):
        return [_ir.Op("mc", detail=(ReorderStep(or_discard=True),), sentence=r.sentence)]
    # a topic is read as 「すべてのプレイヤーは」 (``_player_step``, 1.3.3) or as who does the
    # step (``_performer``: 「対象は」 / 「自軍は」 / 「敵軍は」)
    topics = [a for a in args if a.role.value == "topic"]
    if topics and not (len(topics) == 1 and _every_player(_terms(topics[0].value))):
        who = _performer(topics[0].value) if len(topics) == 1 else None
        if who is None:
            raise Unsupported(f"the argument topic of {verb} not run yet")
        rest = tuple(a for a in args if a.role.value != "topic")
        got = _step(body, verb, rest)
        if (
            who == "target"
            and got
            and all(
                isinstance(x, StatStep) and (not x.grant or x.stat == "initiative") for x in got
            )
        ):
            # 「対象は「攻撃力:+n」する」: the target is what changes — the step 「対象を「攻撃力:+n」
            # する」 / 「「攻撃力:+n」する」 is (4.6.2, 10.10)
            return [_ir.Op("mc", detail=tuple(got), sentence=r.sentence)]
        if who == "target" and got and all(isinstance(x, LoseStandingStep) for x in got):
            # 「対象は「耐性:x」を失う」: the target is what loses it (10.15.2)
            return [_ir.Op("mc", detail=tuple(got), sentence=r.sentence)]
        if got and all(
            isinstance(x, ReplenishStep | PileDiscardStep | ShuffleStep | InitiativeResultStep)
            for x in got
        ):
            # 「自軍は / 敵軍は / 対象は手札を1枚破棄する」: that player does it, on their own cards
            # (12.3.1, 12.4.2: 「効果を適用されるプレイヤー」)
            ops = tuple(replace(x, owner=who) for x in got)
            return [_ir.Op("mc", detail=ops, sentence=r.sentence)]
        if (
            got
            and who in ("target", "own")
            and all(isinstance(x, ChooseStep | PutStep) for x in got)
        ):
            # 「対象は / 自軍は捨て山のカード1枚を手札に戻す」: the player who does it is the one
            # whose own cards they are — 「対象は」 read with 〈対象:自軍プレイヤー〉 only
            # (``_effect_steps``: ``PLAYER_TOPIC``)
            marks = (PlayerTopic(who),) if who == "target" else ()
            return [_ir.Op("mc", detail=(*marks, *got), sentence=r.sentence)]
        raise Unsupported(f"the argument topic of {verb} not run yet")
    if any(a.role.value not in ("object", "none", "goal", "with", "source", "topic") for a in args):
        roles = sorted({a.role.value for a in args} - {"object", "none", "goal", "with", "source"})
        raise Unsupported(f"the argument {', '.join(roles)} of {verb} not run yet")
    joined = _joined_referents(args)
    if joined is not None:
        # 「対象とこのユニットに【1】ダメージを与える」: the step once on each thing named, in the
        # order written (10.10.4)
        return [
            o for one in joined for o in _step_hook(replace(st, body=replace(body, args=one)), r)
        ]
    named: list[Target] = []
    read = []
    this: str | None = None
    for a in args:
        who = _referent(_terms(a.value)) if a.role.value in ("object", "goal") else None
        owned = _possessed(a.value) if who is None and a.role.value == "object" else None
        if owned is not None:
            # 「このユニットの受けているダメージを1点回復する」: the step reads as it would of
            # 「対象の…」, done to what the possessor names (4.7.2; ``OnThis``)
            if this is not None and this != owned[0]:
                raise Unsupported("a step naming two cards of its own not run yet")
            this = owned[0]
            read.append(replace(a, value=owned[1]))
            continue
        if who is not None:
            # 「このユニットに…」 / 「このカードを破棄する」 / 「装備ユニットに…」: the step reads as it
            # would of 「対象」, done to what the noun names (4.7.2, 10.13.1; ``OnThis``, settled
            # by ``_effect_steps``), not to the target
            if this is not None and this != who:
                raise Unsupported("a step naming two cards of its own not run yet")
            this = who
            read.append(replace(a, value=A.NounPhrase(terms=(A.Word(id="target"),), links=())))
            continue
        group = _named_group(_terms(a.value)) if a.role.value in ("object", "goal") else None
        if group is not None:
            named.append(group)
            # the step reads as it would of 「対象」; the group stands for it (``Named``)
            a = replace(a, value=A.NounPhrase(terms=(A.Word(id="target"),), links=()))
        read.append(a)
    if len(named) > 1:
        raise Unsupported("a step naming two groups of units not run yet")
    if this and named:
        raise Unsupported("a step naming 「このユニット」 and a group of units not run yet")
    marks = (Named(named[0]),) if named else (ThisUnit(this),) if this else ()
    return [_ir.Op("mc", detail=(*marks, *_step(body, verb, tuple(read))), sentence=r.sentence)]


# the condition a step 「…してもよい」 is done under: the player chooses to bring it about
# (10.1.14: 「～してもよい」 — whether its effect is brought about is chosen at that step)
CHOSEN = ("chosen", ())
# the steps an optional 「…してもよい」 may wrap (``_optional``): the plain steps a runner does
# one by one, each applied or not (4.1.15) — not the markers beside them
_MARKERS = ("ThisUnit", "Named", "PlayerTopic")


def unchosen(x: Any) -> Any:
    """A step 「…してもよい」 (``Guarded`` by ``CHOSEN``) as the step it wraps; any other as it is."""
    return x.step if isinstance(x, Guarded) and x.cond == CHOSEN else x


def option_of(x: Any) -> tuple[int, int] | None:
    """The option a step belongs to (``_effect_options``: ``Guarded`` by ``("option", (k, n))``,
    the k-th of n, from 0), else None."""
    if isinstance(x, Guarded) and x.cond[0] == "option":
        k, n = x.cond[1]
        return int(k), int(n)
    return None


def _effect_options(st: Any, r: Any) -> list[_ir.Op] | None:
    """「Aする、またはBする」 / 「Aするか、Bする」 as a step: a choice between two effects, made at
    the use's declaration (10.1.7: 「効果…に選択肢がある場合…「～、または～」などを指します」) —
    each alternative read as the step it is, each of its steps under the condition
    ``("option", (k, n))`` (``Guarded``): done only when the k-th of the n options was chosen
    (``effects.choose_at_declaration`` records it; not chosen, the step is not applied, 4.1.15).
    None for any other step. An alternative with its own condition or 「…してもよい」 is refused."""
    body = st.body
    if not (
        isinstance(body, A.Action)
        and body.verb == "or"
        and body.form is A.Form.NOMINAL
        and len(body.args) >= 2
        and all(
            len(_terms(a.value)) == 1 and isinstance(_terms(a.value)[0], A.Relative)
            for a in body.args
        )
    ):
        return None
    alts = [_terms(a.value)[0].clause for a in body.args]
    n = len(alts)
    out: list[_ir.Op] = []
    for k, alt in enumerate(alts):
        ops = _step_hook(replace(st, body=alt), r)
        for o in ops:
            if any(isinstance(x, Guarded | AfterApplied | DelayedStep) for x in o.detail):
                raise Unsupported("a choice of effects with its own condition not run yet")
            out.append(
                replace(
                    o,
                    detail=tuple(
                        x if type(x).__name__ in _MARKERS else Guarded(("option", (k, n)), x)
                        for x in o.detail
                    ),
                )
            )
    return out


def _optional(st: Any, body: Any, r: Any) -> list[_ir.Op]:
    """「…してもよい」 / 「…してよい」 of any step this compiler reads in its plain form: the same
    step under the condition ``CHOSEN`` (``Guarded``) — the player whose effect it is decides
    whether it is brought about, at 10.1.14; not chosen, it is not applied (4.1.15), so a
    「そうした場合 / 効果適用後、」 after it brings nothing about (4.1.11). A step this compiler reads
    only with its own optional wording (``_optional_put``, 12.3.1.1's range) reads it there."""
    from ruling.cardtext.steps import Read, read

    ops = _step_hook(replace(st, body=replace(body, form=A.Form.FINAL)), r)
    if any(isinstance(x, Guarded | AfterApplied) for o in ops for x in o.detail):
        raise Unsupported("「…してもよい」 on a step with its own condition not run yet")
    wrapped = [
        replace(
            o,
            detail=tuple(
                x if type(x).__name__ in _MARKERS else Guarded(CHOSEN, x) for x in o.detail
            ),
        )
        for o in ops
    ]
    forms = ops.forms if isinstance(ops, Read) else frozenset()
    modal = ops.modal if isinstance(ops, Read) else False
    return read(wrapped, *forms, A.Form.PERMISSIVE, modal=modal)


def _optional_put(st: Any, r: Any) -> list[_ir.Op] | None:
    """「(対象は)捨て山の…カード1枚を手札に加えてもよい」, 「…を選び、山札の一番上に置いてもよい」: the
    same step in its plain form, when it puts chosen cards somewhere (``PutStep``), with the put
    left to the player (``PutStep.may``). None for any other step (its permissive form refused as
    before)."""
    try:
        ops = _step_hook(st, r)
    except Unsupported:
        return None
    puts = [x for o in ops for x in o.detail if isinstance(x, PutStep)]
    if len(puts) != 1 or any(
        not isinstance(x, PutStep | ChooseStep | PlayerTopic) for o in ops for x in o.detail
    ):
        return None
    return [
        replace(
            o,
            detail=tuple(replace(x, may=True) if isinstance(x, PutStep) else x for x in o.detail),
        )
        for o in ops
    ]


def _look(verb: str | None, form: Any, args: tuple[Any, ...]) -> LookStep | None:
    """「(対象は / 自軍は)山札の上からn枚を見て」: the top n of the own deck looked at."""
    if verb != "look" or form != "te":
        return None
    roles = {a.role.value: a.value for a in args}
    if len(roles) != len(args) or not {"source", "object"} <= set(roles) <= {
        "source",
        "object",
        "topic",
    }:
        return None
    src = _shape(_terms(roles["source"]))
    n = _count(_terms(roles["object"]))
    if src != [("Zone", "deck"), ("Position", "top")] or n is None or n[1] != "exact":
        return None
    who = ""
    if "topic" in roles:
        who = _performer(roles["topic"]) or ""
        if not who:
            return None
    return LookStep(n[0], who)


def _reorder(verb: str | None, form: Any, args: tuple[Any, ...]) -> bool:
    """「好きな順番で山札の上に戻す」."""
    if verb != "return" or form != "final" or len(args) != 2:
        return False
    roles = {a.role.value: _shape(_terms(a.value)) for a in args}
    return roles == {
        "means": [("Word", "favourite"), ("Word", "order")],
        "goal": [("Zone", "deck"), ("Position", "top")],
    }


def _top_or_discard(verb: str | None, form: Any, args: tuple[Any, ...]) -> bool:
    """「そのカードを山札の上か捨て山に置く」: the card looked at, put on the deck's top or into
    the discard pile (the one 「か」 the player chooses between)."""
    if verb != "put" or form != "final" or len(args) != 2:
        return False
    roles = {a.role.value: a.value for a in args}
    if set(roles) != {"object", "goal"} or _shape(_terms(roles["object"])) != [
        ("Ref", "that_card")
    ]:
        return False
    goal = roles["goal"]
    return _shape(_terms(goal)) == [
        ("Zone", "deck"),
        ("Position", "top"),
        ("Zone", "discard_pile"),
    ] and tuple(getattr(goal, "links", ())) == ("の", "か")


def _replenish_range(verb: str | None, form: Any, args: tuple[Any, ...]) -> ReplenishStep | None:
    """「カードをn～m枚補充してもよい」 (12.3.1.1): the count n, 「～」, the count m枚, permissive."""
    if verb != "replenish" or form != "permissive" or len(args) not in (2, 3):
        return None
    roles = {a.role.value: _terms(a.value) for a in args}
    who = ""
    if "topic" in roles:
        # 「対象はカードをn～m枚補充してもよい」: the player who does it (``_performer``)
        topic = next(a for a in args if a.role.value == "topic")
        who = _performer(topic.value) or ""
        if not who:
            return None
        roles.pop("topic")
    if set(roles) != {"object", "none"} or len(roles) != len(args) - bool(who):
        return None
    if _shape(roles["object"]) != [("CardKind", "card")]:
        return None
    terms = roles["none"]
    if [_cls(t) for t in terms] != ["Count", "Placeholder", "Count"]:
        return None
    lo, sep, hi = terms
    if sep.text not in ("~", "～", "〜") or hi.unit != "card":
        return None
    if any(
        t.bound != "exact" or t.number is None or getattr(t.number, "variable", None)
        for t in (lo, hi)
    ):
        return None
    n, m = int(lo.number.value), int(hi.number.value)
    if not 0 <= n <= m:
        raise Unsupported(f"「カードを{n}～{m}枚補充してもよい」: an empty range")
    return ReplenishStep(m, up_to=True, least=n, owner=who)


def _death(verb: str | None, form: Any, args: tuple[Any, ...]) -> DieStep | None:
    """「対象を死亡させる」: the verb する with the noun 死亡 (as the replacement events read it,
    ``replacements.EVENT_NOUNS``) in the causative, on 「対象」; 「対象を【石化】で死亡させる」 (its
    means one damage attribute in 【】): a death effect of that attribute (13.1.7.1)."""
    if verb == "do" and form == "final" and len(args) == 2:
        # 「対象は死亡する」 (12.6.1: 「死亡する」 is a unit discarded from the battlefield by a
        # death effect): the death effect on the target, as 「対象を死亡させる」
        got = {
            a.role.value: [(_cls(t), getattr(t, "id", None) or getattr(t, "text", None))]
            for a in args
            for t in _terms(a.value)[:1]
            if len(_terms(a.value)) == 1
        }
        if got == {"topic": [("Word", "target")], "none": [("Unknown", "死亡")]}:
            return DieStep()
        return None
    if verb != "do" or form != "causative" or len(args) not in (2, 3):
        return None
    roles = {
        a.role.value: [
            (
                _cls(t),
                getattr(t, "id", None) or getattr(t, "text", None) or getattr(t, "name", None),
            )
            for t in _terms(a.value)
        ]
        for a in args
    }
    if len(roles) != len(args):
        return None
    means = roles.pop("means", None)
    obj = roles.get("object", [])
    if means is None and len(obj) == 2 and obj[0][0] == "Label" and obj[1] == ("Word", "target"):
        # 「【精神】対象を死亡させる」: the death effect's damage attribute (4.5.4: a death effect
        # has one, printed in 【】) written before the step, as 「対象を【精神】で死亡させる」
        means, roles = [obj[0]], {**roles, "object": obj[1:]}
    if roles != {"object": [("Word", "target")], "none": [("Unknown", "死亡")]}:
        return None
    if means is None:
        return DieStep()
    if len(means) == 1 and means[0][0] == "Label" and means[0][1] and ":" not in str(means[0][1]):
        name = str(means[0][1])
        return None if name.isdigit() or _read_label(name) is not None else DieStep(name)
    return None


_PERMIT_PLACES = {"代理地形": "substitute", "誰もいない地形(敵軍本陣を除く)": "empty"}


def _permit_terrain(np: Any) -> tuple[Any, ...]:
    """The terrain an advance is let into: 「○○に合致する敵軍本陣を除く地形」 (15.4.10.2) — ○○'s
    description and not the enemy's headquarters — or a terrain description itself."""
    from ruling.games._mc.own_play import _terrain_place

    terms = _terms(np)
    if (
        len(terms) == 2
        and _cls(terms[0]) == "Relative"
        and terms[0].clause.verb == "exclude"
        and (_cls(terms[1]), getattr(terms[1], "id", None)) == ("CardKind", "terrain")
    ):
        objs = [a for a in terms[0].clause.args if a.role.value == "object"]
        ots = _terms(objs[0].value) if len(objs) == 1 else ()
        if (
            len(ots) == 3
            and _cls(ots[0]) == "Relative"
            and ots[0].clause.verb == "match"
            and _cls(ots[1]) == "Owner"
            and ots[1].who == "enemy_army"
            and _shape(ots[2:]) == [("Zone", "headquarters")]
        ):
            goals = [a for a in ots[0].clause.args if a.role.value == "goal"]
            if len(goals) == 1:
                return ("and", (_terrain_place(goals[0].value), ("not_enemy_hq",)))
        raise Unsupported("「…を除く地形に進軍してもよい」 of this form not run yet")
    return _terrain_place(np)


def _instant_permit(
    verb: str | None, form: Any, args: tuple[Any, ...]
) -> InstantSummonPermitStep | None:
    """「対象は(自軍手札の)(「種族:X」の)ユニットカードを即時召喚できる」: a permission (the form
    「できる」) for the target player's unit cards in hand so described (8.3.2.8), else None."""
    if verb != "instant_summon" or form != "can" or len(args) != 2:
        return None
    roles = {a.role.value: a for a in args}
    if set(roles) != {"topic", "object"}:
        return None
    if _shape(_terms(roles["topic"].value)) != [("Word", "target")]:
        return None
    terms = list(_terms(roles["object"].value))
    if terms[:1] and _cls(terms[0]) == "Owner" and getattr(terms[0], "who", None) == "own_army":
        terms = terms[1:]  # 「自軍手札の」: the target player's own hand (12.2.7.1)
    if terms[:1] and _shape(tuple(terms[:1])) == [("Zone", "hand")]:
        terms = terms[1:]
    if not terms or _shape(tuple(terms[-1:])) != [("CardKind", "unit_card")]:
        return None
    if len(terms) == 1:
        return InstantSummonPermitStep()
    return InstantSummonPermitStep(_cost_restriction(tuple(terms)))


def _advance_permit(verb: str | None, form: Any, args: tuple[Any, ...]) -> AdvancePermitStep | None:
    """「対象は「代理地形」または「誰もいない地形(敵軍本陣を除く)」へ進軍してもよい」: a permission
    (the permissive form) for the target to advance into the terrains named (2.1.8.4.2)."""
    if verb != "advance" or form != "permissive" or len(args) != 2:
        return None
    roles = {a.role.value: a for a in args}
    if set(roles) == {"topic", "goal"} and [
        getattr(t, "id", None) for t in _terms(roles["topic"].value)
    ] == ["target"]:
        # 「対象は○○に合致する敵軍本陣を除く地形に進軍してもよい」 (15.4.10.2), 「対象は「属性:水」の
        # 地形に進軍してもよい」: a terrain described
        return AdvancePermitStep((), (_permit_terrain(roles["goal"].value),))
    if set(roles) != {"topic", "direction"}:
        return None
    if [getattr(t, "id", None) for t in _terms(roles["topic"].value)] != ["target"]:
        return None
    names = [getattr(t, "text", None) for t in _terms(roles["direction"].value)]
    places = tuple(_PERMIT_PLACES.get(str(n)) for n in names)
    if not places or None in places:
        raise Unsupported(f"「…へ進軍してもよい」 into {names} not run yet")
    return AdvancePermitStep(tuple(str(x) for x in places))


def _hand_limit_set(verb: str | None, args: tuple[Any, ...]) -> HandLimitSetStep | None:
    """「自軍/敵軍の手札上限枚数はn枚になる」 (5.1.4.7's 「手札上限枚数」 set to n), else None."""
    if verb != "become" or len(args) != 2:
        return None
    roles = {a.role.value: _terms(a.value) for a in args}
    topic, goal = roles.get("topic"), roles.get("goal")
    if not topic or not goal or len(topic) != 4 or len(goal) != 1:
        return None
    owner = _OWNERS.get(str(getattr(topic[0], "who", "")))
    shape = _shape(topic[1:])
    n = getattr(getattr(goal[0], "number", None), "value", None)
    if (
        owner
        and _cls(topic[0]) == "Owner"
        and shape == [("Zone", "hand"), ("Word", "limit"), ("Word", "number_of_cards")]
        and _cls(goal[0]) == "Count"
        and getattr(goal[0], "unit", None) == "card"
        and getattr(goal[0], "bound", None) == "exact"
        and isinstance(n, int)
    ):
        return HandLimitSetStep(n, owner)
    return None


# the standing abilities (chapter 13) by the name the rules give each (13.1.1.1 … 13.1.8.1)
STANDING_NAMES = {
    "アイテム": "item",
    "イニシアチブ": "initiative",
    "チャージ": "charge",
    "ディフェンダー": "defender",
    "耐性": "resistance",
    "弱点": "weakness",
}


def _lost_standing(verb: str | None, args: tuple[Any, ...]) -> list[LoseStandingStep]:
    """「対象は「耐性:x(、y)」を失う」 (10.15.2: 「～を失うこと」, a 常備能力 treated as not there,
    10.15.2.1): one step for each x; [] for any other step. Other standing abilities lost are
    refused by name (each is read where its own rules are)."""
    from ruling.cardtext.nouns import floated_all

    # 「「弱点」をすべて失う」 / 「すべての「弱点」を失う」: every one of the kind, as 「「弱点」を失う」
    args = floated_all(args)
    if verb != "lose" or len(args) != 1 or args[0].role.value != "object":
        return []  # 「対象は」 is read before (the step's target), the object left
    obj = _terms(args[0].value)
    every = bool(obj) and _cls(obj[0]) == "Count" and obj[0].bound == "all" and not obj[0].number
    if every:
        obj = obj[1:]
    if (
        every
        and len(obj) == 1
        and _cls(obj[0]) == "Named"
        and obj[0].text == "常備"
        and getattr(obj[0].head, "id", None) == "ability"
    ):
        # 「対象はすべての常備能力を失う」: each of chapter 13's standing abilities the target holds
        # (13.1), treated as not there (10.15.2.1) — read as the step is applied
        return [LoseStandingStep("all", "x")]
    if (
        len(obj) == 2
        and _cls(obj[0]) == "Named"
        and obj[0].text == "常備"
        and getattr(obj[0].head, "id", None) == "ability"
    ):
        # 「常備能力「X」」 / 「常備能力の「X」」: the category word before the ability it names —
        # the same 「X」 (4.1.3: a 常備能力 is one of chapter 13's)
        obj = obj[1:]
    if len(obj) == 1 and _cls(obj[0]) in ("Name", "Unknown") and obj[0].text in STANDING_NAMES:
        # 「対象は「弱点」 / 「耐性」を失う」: the standing ability named by its kind, no x — every
        # one of that kind the unit holds treated as not there (10.15.2.1; 13.1.8.4 / 13.1.7.1)
        return [LoseStandingStep(STANDING_NAMES[obj[0].text], "x")]
    if every:
        return []
    if len(obj) != 1 or _cls(obj[0]) != "Standing":
        return []
    kw = obj[0].keyword
    kid = getattr(kw, "id", None)
    if kid == "item":
        # 「対象は「アイテム:x」を失う」: x named as the rules name the ability (13.1.2.1), or
        # its 「i」 printed — the unit's item slots are treated as not there (10.15.2.1), and
        # the equipment worn through them is discarded by a rule process (13.1.2.8)
        shown = "".join(_param_text(p) for p in kw.params)
        if not re.fullmatch(r"x|i+|ｉ+", shown):
            raise Unsupported(f"「アイテム:{shown}」 lost: an x that is no item slot icons")
        return [LoseStandingStep("item", "x")]
    if kid == "initiative":
        # 「対象は「イニシアチブ:x」を失う」: the one summed x (13.1.1.1.2) treated as not there —
        # printed, worn or given before it (10.15.2.1)
        shown = "".join(_param_text(p) for p in kw.params)
        if not re.fullmatch(r"x|[+＋-－]?\d+", shown):
            raise Unsupported(f"「イニシアチブ:{shown}」 lost: an x of this form not run yet")
        return [LoseStandingStep("initiative", "x")]
    if kid in ("charge", "defender"):
        # 「対象は「チャージ:x」 / 「ディフェンダー:x」を失う」: the one summed x (13.1.5.6 /
        # 13.1.6.6) treated as not there (10.15.2.1) — lost mid-battle, the 「攻撃力:x」 it gave
        # is lost at once (13.1.5.4 / 13.1.6.4)
        shown = "".join(_param_text(p) for p in kw.params)
        if not re.fullmatch(r"x|[+＋-－]?\d+", shown):
            raise Unsupported(f"「{kw.name}:{shown}」 lost: an x of this form not run yet")
        return [LoseStandingStep(str(kid), "x")]
    if kid == "weakness":
        # 「対象は「弱点:y(+nダメージ)」を失う」 / 「「弱点:y」を失う」: damage of y applied as dealt
        # again (13.1.8.4); the y lost names every 「弱点:y」 the unit holds
        shown = _param_text(kw.params[0]) if kw.params else ""
        text = re.sub(r"\s*[(（].*$", "", shown).strip()
        if not text or text in ("x", "y"):
            raise Unsupported("「弱点:x」 lost with no attribute named not run yet")
        return [LoseStandingStep("weakness", text)]
    if kid != "resistance":
        raise Unsupported(f"「…を失う」 of the standing ability 「{kw.name}」 not run yet")
    k = _standing(kw)
    return [LoseStandingStep("resistance", r.text) for r in (k, *k.more)]


def _lose_all(verb: str | None, args: tuple[Any, ...]) -> bool:
    """「対象はすべての特殊能力を失う」: the target, as topic, loses every special ability; the
    quantifier floated after its noun, 「対象は特殊能力をすべて失う」, is the same (the shared
    ``floated_all``)."""
    from ruling.cardtext.nouns import floated_all

    args = floated_all(args)
    if verb != "lose" or len(args) != 2:
        return False
    roles = {a.role.value: _terms(a.value) for a in args}
    obj = [
        (_cls(t), getattr(t, "bound", None) or getattr(t, "id", None))
        for t in roles.get("object", ())
    ]
    topic = [getattr(t, "id", None) for t in roles.get("topic", ())]
    return topic == ["target"] and obj == [("Count", "all"), ("CardKind", "special_ability")]


_NO_CHANGE_STAT = {"attack_power": "attack", "defence_power": "defense"}


def _no_change(verb: str | None, args: tuple[Any, ...]) -> NoChangeStep | None:
    """「対象の攻撃力 / 防御力は増加しない / 減少しない」: the target's value, as topic, is not
    raised (lowered); None for anything else."""
    roles = {a.role.value: [getattr(t, "id", None) for t in _terms(a.value)] for a in args}
    topic = roles.get("topic") or []
    if len(topic) != 2 or topic[0] != "target" or topic[1] not in _NO_CHANGE_STAT:
        return None
    stat = _NO_CHANGE_STAT[str(topic[1])]
    if (
        verb == "do"
        and set(roles) == {"topic", "none"}
        and roles["none"]
        in (
            ["increase"],
            ["decrease"],
        )
    ):
        return NoChangeStep(stat, str(roles["none"][0]))
    if verb in ("increase_by", "decrease_by") and set(roles) == {"topic"}:
        return NoChangeStep(stat, "increase" if verb == "increase_by" else "decrease")
    return None


def _no_rest(verb: str | None, args: tuple[Any, ...]) -> str | None:
    """「対象は行動完了にならない」 / 「対象は未行動にならない」: the target, as topic, does not
    become acted / unacted (the two states of 4.10.1) — the state's word id, or None."""
    roles = {a.role.value: [getattr(t, "id", None) for t in _terms(a.value)] for a in args}
    if verb != "become" or len(args) != 2 or roles.get("topic") != ["target"]:
        return None
    goal = roles.get("goal")
    return goal[0] if goal in (["action_complete"], ["not_acted"]) else None


def _damage_noun(body: Any) -> Any:
    """「Xに【n】ダメージ。」 (a noun predicate, no verb) as 「Xに【n】ダメージを与える。」, and
    「(さらに)【n】ダメージ。」 (no Xに) as 「【n】ダメージを与える。」 (read on the target as that
    is), or None."""
    roles = [a.role.value for a in getattr(body, "args", ())]
    # 「対象とこのユニットに【1】ダメージ。」: a と-part before the goal (``_joined_referents``)
    if getattr(body, "verb", None) != "be" or roles not in (
        ["goal", "predicate"],
        ["predicate"],
        ["with", "goal", "predicate"],
    ):
        return None
    pred = body.args[-1]
    terms = _terms(pred.value)
    # 「【n】ダメージ」 (the keyword and the word) or 「nダメージ」 (a count of damage, as the object
    # of 「nダメージを与える」 is read)
    word = terms and _cls(terms[-1]) == "Word" and terms[-1].id == "damage"
    count = terms and _cls(terms[-1]) == "Count" and getattr(terms[-1], "unit", None) == "damage"
    if not (word or count):
        return None
    obj = replace(pred, role=A.Role.OBJECT)
    return replace(body, verb="give", args=(*body.args[:-1], obj), form=A.Form.FINAL)


_ZONES = {"hand": "hand", "deck": "deck", "discard_pile": "discard"}
_HAND_LIMIT = re.compile(r"手札上限枚数[:：]\s*([+\-＋－])\s*([0-9]+)枚?")
_OWNERS = {"own_army": "own", "enemy_army": "enemy"}


def _top_of_own_deck(terms: tuple[Any, ...]) -> bool:
    """「(自軍)山札の一番上のカード」: the one card on top of the own deck (5.1.3)."""
    ts = tuple(terms)
    pos = [i for i, t in enumerate(ts) if _cls(t) == "Position"]
    if len(pos) != 1 or getattr(ts[pos[0]], "id", None) not in ("very_top", "top"):
        return False
    return _pile((*ts[: pos[0]], *ts[pos[0] + 1 :])) == ("deck", "own", True)


def _pile(terms: tuple[Any, ...]) -> tuple[str, str, bool] | None:
    """「(自軍/敵軍)手札/山札/捨て山(のカード)」: (zone, owner, whether 「のカード」 follows), or
    None. No owner is the own one (5.1.3.5 for the deck; a hand, 5.1.4, is only ever one's
    own)."""
    kinds = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in terms]
    owner = "own"
    if kinds and kinds[0][0] == "Owner":
        owner = _OWNERS.get(str(kinds[0][1]), "")
        kinds = kinds[1:]
    card = kinds[-1:] == [("CardKind", "card")]
    if card:
        kinds = kinds[:-1]
    if not owner or len(kinds) != 1 or kinds[0][0] != "Zone" or kinds[0][1] not in _ZONES:
        return None
    return _ZONES[str(kinds[0][1])], owner, card


def _names_side(terms: tuple[Any, ...]) -> bool:
    """Whether a zone's words (``_pile``) print 自軍 / 敵軍 before it."""
    return bool(terms) and _cls(terms[0]) == "Owner"


def _count(terms: tuple[Any, ...]) -> tuple[int, str] | None:
    """「n枚」 / 「n枚まで」: (n, bound), or None."""
    if len(terms) != 1 or _cls(terms[0]) != "Count" or getattr(terms[0], "unit", None) != "card":
        return None
    num = terms[0].number
    if num is None or getattr(num, "variable", None):  # 「すべて」 has no number
        return None
    return int(num.value), str(terms[0].bound)


def _count_all(terms: tuple[Any, ...]) -> bool:
    """「すべて」 said of cards (a Count of cards bound to all, with no number)."""
    return (
        len(terms) == 1
        and _cls(terms[0]) == "Count"
        and getattr(terms[0], "unit", None) == "card"
        and str(getattr(terms[0], "bound", "")) == "all"
        and terms[0].number is None
    )


def _count_by_value(terms: tuple[Any, ...]) -> tuple[tuple[Any, ...], str] | None:
    """「【1D-3】枚」 / 「【このユニットの攻撃力】枚(まで)」 (a Count whose number is a value in 【】):
    (("dice", count, modifier) or ("read", …), bound), else None. Dice kept or signed
    (「【2Dして高い目1つ】枚」) and values ``_read_label`` does not read are not counts here."""
    if len(terms) != 1 or _cls(terms[0]) != "Count" or getattr(terms[0], "value", None) is None:
        return None
    value, bound = terms[0].value, str(terms[0].bound)
    if bound not in ("exact", "up_to"):
        return None
    if _cls(value) == "Dice":
        n = getattr(value.count, "value", None)
        if value.pick or value.sign or not isinstance(n, int) or n < 1:
            return None
        mod = value.modifier
        a = int(mod.number.value) * (-1 if mod.sign == "-" else 1) if mod else 0
        return ("dice", n, a), bound
    if _cls(value) == "NounPhrase":
        from grammar.render import render_np

        read = _read_label(render_np(value))
        # the unit's own value (4.7.2); a count of a party's units is not read here
        return (("read", *read), bound) if read and read[0] == "this" else None
    return None


# the card kinds a choice from a zone may be narrowed to (2.1.6: the card's type)
_CHOSEN_KINDS = {"card": None, "unit_card": "unit"}


def _retrieval(verb: str | None, roles: dict[str, tuple[Any, ...]]) -> list[Any] | None:
    """「(自軍)捨て山の(ユニット)カードn枚を手札に戻す / 加える」: the player chooses n such cards of
    their own discard pile (fewer there: all) and puts them into their own hand (5.1.4.1,
    5.1.4.6) — ``ChooseStep`` and ``PutStep``, as 「…をn枚選び、手札に加える」 says it. None for
    anything else."""
    if verb not in ("add", "return") or set(roles) - {"none"} != {"object", "goal"}:
        return None
    hand = _pile(roles["goal"])
    if hand is None or hand != ("hand", "own", False):
        return None
    # the count printed after the noun (「…カード1枚を」) or apart from it (「…カードを1枚」)
    obj = [*roles["object"], *roles.get("none", ())]
    if len(obj) < 3 or _cls(obj[-1]) != "Count" or _cls(obj[-2]) != "CardKind":
        return None
    num = _count((obj[-1],))
    kind = getattr(obj[-2], "id", None)
    if num is None or num[1] != "exact" or kind not in _CHOSEN_KINDS:
        return None
    # 「…捨て山の「種族:X」(「属性:Y」)のユニットカード」: the race / attribute the card chosen has
    # (4.7.5: any of the values; as a cost's (～) reads it, ``_cost_restriction``)
    head = list(obj[:-2])
    chars: list[Any] = []
    while head and _cls(head[-1]) == "Characteristic":
        chars.insert(0, head.pop())
    pile = _pile(tuple(head))
    if pile is None or pile[2] or pile[0] != "discard" or pile[1] != "own":
        return None
    where = None
    if chars:
        try:
            where = _cost_restriction((*chars, A.CardKind(id="card")))
        except Unsupported:
            return None
    return [
        ChooseStep("discard", "own", num[0], _CHOSEN_KINDS[kind], where),
        PutStep("hand", "own", "top"),
    ]


def _performer(np: Any) -> str | None:
    """Who a step's topic says does it: 「対象は」 (the target), 「自軍は」 (own), 「敵軍は」
    (enemy); None for any other topic."""
    ts = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in _terms(np)]
    if ts == [("Word", "target")]:
        return "target"
    if len(ts) == 1 and ts[0][0] == "Owner" and ts[0][1] in _OWNERS:
        return _OWNERS[str(ts[0][1])]
    if (
        len(ts) == 2
        and ts[0][0] == "Owner"
        and ts[0][1] in _OWNERS
        and ts[1] == ("Owner", "player")
    ):
        return _OWNERS[str(ts[0][1])]  # 「自軍プレイヤーは」: as 「自軍は」
    return None


def _every_player(terms: tuple[Any, ...]) -> bool:
    """「すべてのプレイヤー(は)」: every player is the one who does the step."""
    kinds = [(_cls(t), getattr(t, "bound", None) or getattr(t, "who", None)) for t in terms]
    return kinds == [("Count", "all"), ("Owner", "player")]


_INITIATIVE_CHANGE = re.compile(r"([+\-＋－])\s*([0-9]+)\s*([DＤ])?")


def _initiative_result_step(
    verb: str | None, roles: dict[str, tuple[Any, ...]]
) -> InitiativeResultStep | None:
    """「対象 / 自軍プレイヤー / 敵軍プレイヤーのイニシアチブ結果を「±n」 / 「±nD」する」: the
    initiative result (8.3.4.7) of the player named changed (``InitiativeResultStep``); None for
    any other step."""
    if verb != "do" or set(roles) != {"object", "none"}:
        return None
    obj, val = roles["object"], roles["none"]
    shape = _shape(obj)
    if shape[-2:] != [("Unknown", None), ("Unknown", None)] or [
        getattr(t, "text", None) for t in obj[-2:]
    ] != ["イニシアチブ", "結果"]:
        return None
    who = obj[:-2]
    if not who:
        # 「(対象は / 自軍は)イニシアチブ結果を…する」: the player who does the step, its own result
        # (the topic, read by ``_step_hook`` as the performer)
        owner = ""
    elif _shape(who) == [("Word", "target")]:
        owner = "target"
    elif len(who) == 2 and _shape(who)[1] == ("Owner", "player") and _cls(who[0]) == "Owner":
        got = _OWNERS.get(str(getattr(who[0], "who", "")))
        if got is None:
            return None
        owner = got
    else:
        return None
    if len(val) == 1 and _cls(val[0]) == "Dice":
        # 「「+1D」する」: the dice result of nD (3.4.2), with its sign
        d = val[0]
        n = getattr(d.count, "value", None)
        if d.faces != 6 or d.modifier or d.keep not in (None, 1) or d.sign is None:
            return None
        if d.pick not in (None, "high", "low") or (d.pick is not None and d.keep != 1):
            return None
        if not isinstance(n, int) or n < 1 or getattr(d.count, "variable", None):
            return None
        # 「「+2Dして低い目1つ」する」: one die of the n kept, the highest / lowest (3.4.4)
        return InitiativeResultStep(0, (n, "-" if d.sign in "-－" else "+"), owner, d.pick)
    if len(val) != 1 or _cls(val[0]) != "Name":
        return None
    m = _INITIATIVE_CHANGE.fullmatch(str(getattr(val[0], "text", "")))
    if m is None:
        return None
    sign = "-" if m.group(1) in "-－" else "+"
    n = int(m.group(2))
    if m.group(3):
        return InitiativeResultStep(0, (n, sign), owner) if n >= 1 else None
    return InitiativeResultStep(-n if sign == "-" else n, None, owner)


def _player_step(verb: str | None, args: tuple[Any, ...]) -> list[Any] | None:
    """The steps an effect does to its player's cards (no target): 「カードをn枚(まで)補充する」
    (12.3.1.2, 12.3.1.3), 「手札/山札をn枚破棄する」 (12.4.2), 「…のカードをn枚選び」 and 「…の
    山札の一番上/下に置く」. None when the step is none of them."""
    roles = {a.role.value: _terms(a.value) for a in args}
    if len(roles) != len(args):
        return None
    if (
        verb == "shuffle"
        and set(roles) == {"object"}
        and _shape(roles["object"]) == [("Zone", "deck")]
    ):
        return [ShuffleStep()]  # 「山札をシャッフルする」 (12.7.1): the player's own deck
    if "none" not in roles and len(roles.get("object", ())) > 1 and _count(roles["object"][-1:]):
        # 「手札1枚を破棄する」: the count printed after its noun, as 「手札を1枚」
        roles["none"], roles["object"] = roles["object"][-1:], roles["object"][:-1]
    obj, num = roles.get("object"), _count(roles.get("none", ()))
    by_value = _count_by_value(roles.get("none", ()))
    if verb == "replenish" and set(roles) == {"object", "none"} and by_value:
        # 「カードを【1D-3】枚補充する」 / 「カードを【このユニットの攻撃力】枚補充する」: the count
        # found as the step is done (``effects._replenish``)
        if _shape(obj or ()) in ([("CardKind", "card")], [("Zone", "hand")]):
            return [ReplenishStep(0, by_value[1] == "up_to", count_by=by_value[0])]
    if verb == "replenish" and set(roles) == {"object", "none"} and num:
        # 「カードをn枚補充する」, and 「手札をn枚補充する」 (the hand replenished by n: the same
        # moves, 12.3.1 — 7.2.5 says 「手札を補充します」)
        if _shape(obj or ()) in (
            [("CardKind", "card")],
            [("Zone", "hand")],
        ):
            if num[1] in ("exact", "up_to"):
                return [ReplenishStep(num[0], num[1] == "up_to")]
    if verb == "add" and set(roles) == {"object", "goal"} and _top_of_own_deck(obj or ()):
        # 「(自軍)山札の一番上のカードを(自軍)手札に加える」: a card of the own deck moved from the
        # top to the hand — what 12.3.1 calls replenishing the hand (one card)
        if _pile(roles["goal"]) == ("hand", "own", False):
            return [ReplenishStep(1)]
    ini = _initiative_result_step(verb, roles)
    if ini is not None:
        return [ini]
    pile = _pile(obj) if obj else None
    # 「すべてのプレイヤーは…」: the step is done by every player, each on their own cards
    every = "topic" in roles and _every_player(roles["topic"])
    if every:
        roles = {k: v for k, v in roles.items() if k != "topic"}
    if verb == "grant" and set(roles) == {"goal", "object"}:
        who = [(_cls(t), getattr(t, "who", None)) for t in roles["goal"]]
        names = [getattr(t, "text", "") for t in roles["object"] if _cls(t) == "Name"]
        m = _HAND_LIMIT.fullmatch(names[0]) if len(names) == len(roles["object"]) == 1 else None
        if m and len(who) == 2 and who[1] == ("Owner", "player") and who[0][0] == "Owner":
            owner = _OWNERS.get(str(who[0][1]))
            if owner:
                n = int(m.group(2))
                return [HandLimitStep(-n if m.group(1) in "-－" else n, owner)]
        if m and who == [("Word", None)] and getattr(roles["goal"][0], "id", None) == "target":
            # 「対象に「手札上限枚数:±n枚」を付与する」: the player 〈対象:…プレイヤー〉 names
            # (``_effect_steps`` reads the owner from the target)
            n = int(m.group(2))
            return [HandLimitStep(-n if m.group(1) in "-－" else n, "target")]
    at_random = verb == "destroy" and _at_random(roles.get("goal"))
    if at_random:
        roles = {k: v for k, v in roles.items() if k != "goal"}
    if verb == "destroy" and set(roles) == {"object", "none"} and num and pile:
        zone, owner, card = pile
        if zone in ("hand", "deck") and owner == "own" and not card and num[1] == "exact":
            if at_random and zone != "hand":
                return None  # a deck's cards go from the top (12.4.2): no pick to make
            return [PileDiscardStep(zone, num[0], every, random=at_random)]
        if zone == "hand" and owner == "enemy" and not card and num[1] == "exact" and at_random:
            # 「敵軍手札をランダムに1枚破棄する」: the other player's hand cards picked at random
            # (1.3.6: nobody chooses them) and discarded (12.4.1); fewer there, all (12.4.2). Not
            # at random, who would choose the enemy's cards is not said: not compiled
            if every:
                return None
            return [PileDiscardStep(zone, num[0], owner="enemy", random=True)]
        if zone == "hand" and owner == "own" and not card and num[1] == "up_to" and not every:
            if at_random:
                return None
            return [PileDiscardStep(zone, num[0], up_to=True)]
    if (
        verb == "destroy"
        and set(roles) == {"object", "none"}
        and pile
        and _count_all(roles["none"])
        and not at_random
    ):
        zone, owner, card = pile
        if zone in ("hand", "deck") and owner == "own" and not card:
            # 「手札 / 山札をすべて破棄する」: every card of the player's own zone moved to the
            # discard pile (12.4.1); 「すべてのプレイヤーは…」 each player their own
            return [PileDiscardStep(zone, 0, every, whole=True)]
    if at_random:
        return None
    if every:
        return None
    if verb == "choose" and set(roles) == {"object", "none"} and num:
        # 「…のユニットカードをn枚選び」: only cards of that type may be chosen (2.1.6), as
        # ``_retrieval`` reads 「…のユニットカード1枚を手札に加える」
        obj = roles["object"]
        kind = getattr(obj[-1], "id", None) if obj and _cls(obj[-1]) == "CardKind" else None
        chosen = pile
        if kind in _CHOSEN_KINDS and kind != "card":
            chosen = _pile((*obj[:-1], A.CardKind(id="card")))
        if chosen is not None:
            zone, owner, card = chosen
            if card and num[1] == "exact" and zone != "deck":  # a deck's are hidden (5.1.3.7)
                return [
                    ChooseStep(
                        zone,
                        owner,
                        num[0],
                        _CHOSEN_KINDS.get(str(kind)),
                        unqualified=not _names_side(obj),
                    )
                ]
    if verb in ("put", "add", "return") and set(roles) == {"goal"}:
        hand = _pile(roles["goal"])
        if hand is not None and hand[0] == "hand" and not hand[2] and hand[1] == "own":
            # 「(選んだカードを)手札に加える / 戻す」: to the player's own hand (5.1.4.1, 5.1.4.6)
            return [PutStep("hand", "own", "top")]
    retrieved = _retrieval(verb, roles)
    if retrieved is not None:
        return retrieved
    if verb == "put" and set(roles) == {"goal"}:
        terms = roles["goal"]
        pos = [t for t in terms if _cls(t) == "Position"]
        where = _pile(tuple(t for t in terms if _cls(t) != "Position"))
        if len(pos) == 1 and where and not where[2] and where[0] == "deck":
            side = {"very_top": "top", "bottom": "bottom"}.get(pos[0].id)
            if side:
                return [PutStep(where[0], where[1], side)]
    return None


_ITEM_WORDS = {"種族": "species", "属性": "attribute"}


def _changed_item(objs: list[Any], goals: list[Any]) -> tuple[str, tuple[str, ...]] | None:
    """「対象の種族 / 属性を「種族:X」 / 「X」に変更する」 (10.16.1: the item's content replaced): the
    kind and the values, else None — the object the target's item (its word bare or in 「」),
    the goal that item's 「種族:X」 (or 「X/Y」) or a bare name."""
    if len(objs) != 1 or len(goals) != 1:
        return None
    obj, goal = _terms(objs[0].value), _terms(goals[0].value)
    if len(obj) != 2 or (_cls(obj[0]), getattr(obj[0], "id", None)) != ("Word", "target"):
        return None
    word = obj[1]
    kind = (
        getattr(word, "id", None)
        if _cls(word) == "Word" and getattr(word, "id", None) in _ITEM_WORDS.values()
        else _ITEM_WORDS.get(getattr(word, "text", "") or "")
        if _cls(word) in ("Name", "Unknown")
        else None
    )
    if kind is None or len(goal) != 1:
        return None
    g = goal[0]
    if _cls(g) == "Characteristic":
        if g.kind != kind or not all(sep in ("", "/", "／") for sep in g.seps):
            return None
        return kind, tuple(g.values)
    if _cls(g) == "Name" and g.text and ":" not in g.text:
        return kind, tuple(v for v in re.split(r"[/／]", g.text) if v)
    return None


def _delay_moment(arg: Any) -> str | None:
    """The moment of 「このターンの<phase>開始時 / 終了時に、…」 printed as a step's goal: a key of
    ``MOMENTS`` among this turn's (``TURN_MOMENTS``); None when the goal is no such timing."""
    terms = _terms(arg.value)
    if len(terms) != 1 or _cls(terms[0]) != "Timing":
        return None
    scope = _terms(terms[0].scope)
    head = [(_cls(t), getattr(t, "id", None)) for t in scope[:2]]
    if head != [("Ref", "this"), ("Word", "turn")] or not scope[2:]:
        raise Unsupported("a delayed trigger other than at a moment of this turn not run yet")
    if not all(_cls(t) == "Unknown" for t in scope[2:]):
        raise Unsupported("a delayed trigger's moment not read")
    point = {"start": "開始時", "end": "終了時"}.get(str(terms[0].point))
    moment = MOMENTS.get("".join(str(t.text) for t in scope[2:]) + (point or ""))
    if moment is None or moment not in TURN_MOMENTS:
        raise Unsupported("a delayed trigger's moment not read")
    return moment


def _step(body: Any, verb: str | None, args: tuple[Any, ...]) -> list[Any]:
    timed = [a for a in args if a.role.value == "goal" and _delay_moment(a) is not None]
    if timed:
        # 「このターンの普通召喚フェイズ開始時に、<step>」: a delayed trigger (10.5.4.2) of the step
        # without its moment, on the player's cards only (run when it is played, 10.5.3)
        inner = _step(body, verb, tuple(a for a in args if a is not timed[0]))
        if not inner or not all(isinstance(x, PLAYER_STEPS) for x in inner):
            raise Unsupported("a delayed trigger of steps on other than the player's cards")
        return [DelayedStep(str(_delay_moment(timed[0])), tuple(inner))]
    objs = [a for a in args if a.role.value in ("object", "none")]
    goals = [a for a in args if a.role.value == "goal"]
    sources = [a for a in args if a.role.value == "source"]
    on_target = [[_cls(t) for t in _terms(a.value)] for a in objs] == [["Word"]] and [
        getattr(t, "id", None) for a in objs for t in _terms(a.value)
    ] == ["target"]
    lost = _lost_standing(verb, args)
    if lost:
        return lost
    if verb == "destroy" and on_target and len(args) == 1:
        return [ZoneStep("discard")]  # 「対象を破棄する」 (12.4.1)
    if verb == "remove" and on_target and len(args) == 2 and sources:
        if [getattr(t, "id", None) for t in _terms(sources[0].value)] == ["game"]:
            return [ZoneStep("removed")]  # 「対象をゲームから除外する」 (12.5.1)
    if verb == "remove" and on_target and len(args) == 1:
        return [ZoneStep("removed")]  # 「対象を除外する」: 12.5.1's 「ゲームから除外」
    moved = _zone_goal(verb, goals[0]) if on_target and len(goals) == 1 == len(args) - 1 else None
    if moved is not None:
        return [moved]
    if verb == "return" and on_target and len(goals) == 1 and len(args) == 2:
        g = [
            (_cls(t), getattr(t, "id", None) or getattr(t, "who", None))
            for t in _terms(goals[0].value)
        ]
        if g in (
            [("Owner", "owner"), ("Zone", "hand")],
            [("Zone", "hand")],
            # 「対象を(対象の)所有者の手札に戻す」: the rules' own word for the owner (3.2.1.2)
            [("Unknown", None), ("Zone", "hand")],
            [("Word", "target"), ("Unknown", None), ("Zone", "hand")],
        ) and all(
            getattr(t, "text", "所有者") == "所有者"
            for t in _terms(goals[0].value)
            if _cls(t) == "Unknown"
        ):
            # 「対象を（持ち主の）手札に戻す」: to its owner's hand (5.1.4.1, 5.1.1.4)
            return [ZoneStep("hand")]
    if verb == "draw" and len(sources) == 1 and len(args) == 2:
        counted = [a for a in args if a.role.value == "none"]
        ts = _terms(counted[0].value) if counted else ()
        if len(ts) == 1 and _cls(ts[0]) == "Count" and getattr(ts[0], "unit", None) == "card":
            # 「自軍山札から1枚引く」: 枚 counts cards, the deck's — 「自軍山札からカードを
            # 1枚引く」 with the noun left unsaid, read as that
            card = A.Arg(A.Role.OBJECT, A.NounPhrase(terms=(A.CardKind(id="card"),), links=()))
            args = (*args[:1], card, *args[1:])
    if verb == "draw" and len(sources) == 1 and len(args) == 3:
        # 「(自軍)山札/デッキからカードをn枚引く」: the deck's cards moved to the hand from the top,
        # one at a time — what 12.3.1 defines as replenishing (12.3.1.2, 12.3.1.3)
        pile = _pile(_terms(sources[0].value))
        got = _player_step("replenish", tuple(a for a in args if a.role.value != "source"))
        if pile == ("deck", "own", False) and got and isinstance(got[0], ReplenishStep):
            return [replace(got[0], drawn=True)]
    rolled = _roll(verb, args)
    if rolled is not None:
        return [rolled]
    top = _deck_top_card(verb, body, args)
    if top is not None:
        return [top]
    if verb == "draw" and not sources:
        # 「(自軍プレイヤーは)カードをn枚引く」: cards are drawn from the deck, its top (5.1.3;
        # MC has no other draw) — 「山札からカードをn枚引く」, what 12.3.1 calls replenishing
        got = _player_step("replenish", args)
        if got and isinstance(got[0], ReplenishStep):
            return [replace(got[0], drawn=True)]
    if sources:
        # where from is read by the constructions above only
        raise Unsupported(f"the argument source of {verb} not run yet")
    mine = _player_step(verb, args)
    if mine is not None:
        return mine
    if any(a.role.value == "topic" for a in args):
        raise Unsupported(f"「すべてのプレイヤーは」 with the effect 「{verb}」 not run yet")
    item = _changed_item(objs, goals) if verb == "change_to" and len(args) == 2 else None
    if item is not None:
        # 「対象の種族を「種族:X」に変更する」 / 「対象の「種族」を「X」に変更する」: the item named as
        # the target's, the same change as 「対象を「種族:X」に変更する」 (10.16.1)
        return [ChangeStep(item[0], _declared_change(*item))]
    if verb == "change_to" and goals and len(args) == 2:
        terms = _terms(goals[0].value)
        if (
            len(terms) == 1
            and _cls(terms[0]) == "Characteristic"
            and terms[0].kind in ("species", "attribute")
            and all(sep in ("", "/", "／") for sep in terms[0].seps)
            and [_cls(t) for a in objs for t in _terms(a.value)] == ["Word"]
        ):
            return [ChangeStep(terms[0].kind, _declared_change(terms[0].kind, terms[0].values))]
    if verb == "change_to" and len(goals) == 1 and len(args) == 2 and on_target:
        pairs = _set_to(_terms(goals[0].value))
        if pairs:
            return [SetToStep(pairs)]
    value_to = _value_to_number(verb, objs, goals, args)
    if value_to is not None:
        # 「対象の「攻撃力」を0にする」 / 「対象を「攻撃力:0」に変更する」: the value becomes n, a
        # change counted as ±n from what it is (4.6.4)
        return [SetToStep((value_to,))]
    # 「対象の種族に「アンデッド」を加える」: the item is the goal, the value the object
    added = (
        _changed_item(goals, [a for a in args if a.role.value == "object"])
        if verb == "add" and len(args) == 2
        else None
    )
    if added is not None:
        # 「対象の種族 / 属性に「X」を加える」: the characteristic added to the card's (10.14.2: its
        # 「特性」 increase), 「対象に「種族:X」を付与する」 in other words
        _no_declared_value(added[1])
        return [GrantStep(added[0], v) for v in added[1]]
    if (
        verb == "do"
        and on_target
        and len(goals) == 1
        and len(args) == 2
        and all(_cls(t) == "Standing" for t in _terms(goals[0].value))
    ):
        # 「対象を「耐性:即死」にする」: the target made to have the standing ability, as
        # 「対象を「耐性:精神」する」 says it (10.14.4, 13.1.7.4: 「耐性:x」が与えられた) — a
        # characteristic 「にする」 is not read so (it could say the card becomes that, 10.16)
        grants = _grants(_terms(goals[0].value))
        if grants:
            return list(grants)
    for a in goals:
        if [_cls(t) for t in _terms(a.value)] != ["Word"]:
            raise Unsupported("an effect on something other than the target")
    withs = [a for a in args if a.role.value == "with"]
    if verb in ("grant", "do") and objs:
        terms = _terms(objs[-1].value)
        if terms and all(_cls(t) == "StatValue" for t in terms):
            # 「「攻撃力:+1」と「防御力:+1」を付与する」: the と-part is changed too (before, it was
            # dropped without a word and only the last value changed)
            both = tuple(t for a in withs for t in _terms(a.value)) + terms
            # 「「攻撃力:-2」&「防御力:-2」」: the parts at the same time (4.7.6)
            amp = "&" in (getattr(objs[-1].value, "links", ()) or ())
            if all(_cls(t) == "StatValue" for t in both):
                return [replace(_stat_value(t), grant=verb == "grant", joined=amp) for t in both]
            if verb != "grant":
                raise Unsupported("a value change with a 「…と」 part of another kind not run yet")
    if verb == "do" and goals and len(args) == 2:
        gterms = _terms(goals[0].value)
        on_target = [_cls(t) for a in objs for t in _terms(a.value)] == ["Word"]
        if [getattr(t, "id", None) for t in gterms] == ["action_complete"] and on_target:
            return [RestStep()]
        if [getattr(t, "id", None) for t in gterms] == ["not_acted"] and on_target:
            return [StandStep()]  # 「対象を未行動にする」 (4.1.15)
    if verb == "grant" and objs:
        # 「「種族:X」と「種族:Y」を付与する」: the と-part is granted too (10.14.3's example)
        grants = _grants(tuple(t for a in withs for t in _terms(a.value)) + _terms(objs[-1].value))
        if grants:
            return list(grants)
    nones = [a for a in args if a.role.value == "none"]
    made = [a for a in args if a.role.value == "object"]
    if (
        verb == "do"
        and len(made) == 1
        and len(nones) == 1
        and len(args) == 2
        and _shape(_terms(made[0].value)) == [("Word", "target")]
    ):
        # 「対象を「耐性:精神」する」: the target made to have the characteristic / standing
        # ability, as 「対象を「攻撃力:+1」する」 changes its value — 10.14's 「対象に～を付与する」
        # (10.14.2, 10.14.4) in the form a value change is printed in (14.5.4.3's example)
        grants = _grants(_terms(nones[0].value))
        if grants:
            return list(grants)
    if verb == "swap" and len(withs) == 1 and len(objs) == 1 and len(args) == 2:
        swap = _swap(_terms(withs[0].value), _terms(objs[0].value))
        if swap is not None:
            return [swap]
    side_by_side = (
        verb == "grant"
        and len(objs) == 1
        and len(_terms(objs[0].value)) > 1
        and set(getattr(objs[0].value, "links", ()) or ()) <= {"", "&"}
        and all(
            _cls(t) in ("StatValue", "Standing", "Characteristic") for t in _terms(objs[0].value)
        )
    )
    if verb == "grant" and objs and (withs or side_by_side) and len(objs) == 1:
        # 「対象に「攻撃力:+3」と「イニシアチブ:-1」 / 「耐性:火炎」を付与する」: each part granted
        # as it is alone (a value 4.6.2, the initiative 13.1.1.1.2, a characteristic or a
        # standing ability 10.14.2 / 10.14.4); the parts printed side by side with no と
        # (「「イニシアチブ:+1」「攻撃力:+1」を付与する」, as standing abilities are, 2.1.20.1) or
        # joined by & (4.7.6: at the same time) alike
        mixed_steps: list[Any] = []
        amp = "&" in (getattr(objs[0].value, "links", ()) or ())
        for t in (*(t for a in withs for t in _terms(a.value)), *_terms(objs[0].value)):
            if _cls(t) == "StatValue":
                mixed_steps.append(replace(_stat_value(t), grant=True, joined=amp))
            elif _cls(t) == "Standing" and getattr(t.keyword, "id", None) == "initiative":
                mixed_steps.append(StatStep("initiative", _standing(t.keyword).value, grant=True))
            else:
                part = _grants((t,))
                if not part:
                    raise Unsupported("an effect with a 「…と」 part of this kind not run yet")
                mixed_steps += part
        return mixed_steps
    if withs:
        raise Unsupported("an effect with a 「…と」 part not run yet")
    init_of = objs if verb == "grant" else [a for a in args if a.role.value == "none"]
    # 「対象を「攻撃力:+3」&「イニシアチブ:-1」する」: the target named as the object of 「する」 is
    # what changes, as 「対象は…する」 (its topic) and 「…する」 (neither) say (4.6.2, 10.10)
    changed = [
        a
        for a in args
        if verb == "do"
        and a.role.value == "object"
        and _shape(_terms(a.value)) == [("Word", "target")]
    ]
    if (
        verb in ("grant", "do")
        and len(init_of) == 1
        and len(args) == 1 + (verb == "grant") + len(changed)
    ):
        # 「対象に「イニシアチブ:+1」を付与する」, and 「対象は「イニシアチブ:+1」する」 (x changed by
        # +1): the same in the initiative result, where a unit's x's are summed into one
        # (13.1.1.1.1, 13.1.1.1.2)
        terms = _terms(init_of[-1].value)
        kws = [getattr(t, "keyword", None) for t in terms if _cls(t) == "Standing"]
        if terms and len(kws) == len(terms) and all(k.id == "initiative" for k in kws):
            return [StatStep("initiative", _standing(k).value, grant=True) for k in kws]
        links = set(getattr(init_of[-1].value, "links", ()) or ())
        if (
            kws
            and all(k is not None and k.id == "initiative" for k in kws)
            and all(_cls(t) in ("StatValue", "Standing") for t in terms)
            and links <= {"", "&"}
        ):
            # 「対象は「防御力:+2」&「イニシアチブ:-1」する」: each part as it is alone (4.6.2;
            # 13.1.1.1.2) — joined by & at the same time (4.7.6); printed side by side with no &
            # (「対象を「防御力:+2」「イニシアチブ:+1」する」, as standing abilities are, 2.1.20.1),
            # each in turn, as the grant of such parts is read
            amp = "&" in links
            return [
                StatStep("initiative", _standing(t.keyword).value, grant=True, joined=amp)
                if _cls(t) == "Standing"
                else replace(_stat_value(t), grant=verb == "grant", joined=amp)
                for t in terms
            ]
    if verb == "give" and objs:
        terms = _terms(objs[-1].value)
        points = _points_damage(objs)
        if points is not None:
            # 「対象にn点のダメージを与える」 / 「nダメージを与える」 / 「ダメージをn点与える」: n points
            # of damage with no attribute named — the 【n】ダメージ of 4.5.1, 無属性ダメージ (4.5.4;
            # 4.5.3 counts damage in 点)
            return [DamageStep(points, None)]
        if (
            len(objs) == 1
            and len(terms) == 3
            and _cls(terms[0]) == "Label"
            and (_cls(terms[1]), getattr(terms[1], "text", None)) == ("Unknown", "属性")
            and _points_damage([A.Arg(A.Role.OBJECT, A.NounPhrase(terms=terms[2:], links=()))])
            and ":" not in terms[0].name
            and not terms[0].name.isdigit()
            and _read_label(terms[0].name) is None
            and not any(p.fullmatch(terms[0].name) for p in (_DICE_DAMAGE, _DICE_PICK, _DICE_VAR))
        ):
            # 「対象に【闇】属性の1ダメージを与える」: n points of damage of the damage attribute
            # written in 【】 (4.5.4), as 「【闇:1】ダメージ」 says it
            n = _points_damage([A.Arg(A.Role.OBJECT, A.NounPhrase(terms=terms[2:], links=()))])
            return [DamageStep(int(n or 0), terms[0].name)]
        labels = [t for t in terms if _cls(t) == "Label"]
        if terms and _cls(terms[-1]) == "Word" and terms[-1].id == "damage" and labels:
            # 【津波:20】: an attribute and an amount in one label (10.18.1's example)
            labels = [replace(t, name=part) for t in labels for part in _label_parts(t.name)]
            nums = [t.name for t in labels if t.name.isdigit()]
            dice = [
                m
                for t in labels
                if (m := _DICE_DAMAGE.fullmatch(t.name) or _DICE_PICK.fullmatch(t.name))
            ]
            var = [m for t in labels if (m := _DICE_VAR.fullmatch(t.name))]
            attrs = [
                t.name
                for t in labels
                if not t.name.isdigit()
                and not _DICE_DAMAGE.fullmatch(t.name)
                and not _DICE_PICK.fullmatch(t.name)
                and not _DICE_VAR.fullmatch(t.name)
            ]
            if len(var) == 1 and not nums and not dice and len(attrs) <= 1:
                # 【nD】ダメージ: n dice, n said by a sentence of its own (``_dice_variable``)
                mod = int(var[0].group(1) or 0)
                return [DamageStep(0, attrs[0] if attrs else None, (0, mod), count_of=("n",))]
            reads = [r for t in labels if (r := _read_label(t.name)) is not None]
            plain = [a for a in attrs if _read_label(a) is None]
            if len(reads) == 1 and not nums and not dice and len(plain) <= 1:
                return [DamageStep(0, plain[0] if plain else None, read=reads[0])]
            if len(nums) + len(dice) == 1 and len(attrs) <= 1:
                attr = attrs[0] if attrs else None
                if dice:
                    d = dice[0]
                    if d.re is _DICE_PICK:
                        # 【nDして高い目1つ(低い目1つ)】: the highest (lowest) die (3.4.4)
                        pick = "high" if d.group(2) == "高い" else "low"
                        return [DamageStep(0, attr, (int(d.group(1)), 0), pick=pick)]
                    return [DamageStep(0, attr, (int(d.group(1)), int(d.group(2) or 0)))]
                return [DamageStep(int(nums[0]), attr)]
    if verb == "do":
        bracketed = _bracketed_heal(args)
        if bracketed is not None:
            # 「対象が受けているダメージを【2】点回復する」: the amount in 【】 (as 【n】 ダメージ is
            # printed), n points healed
            return [HealStep(bracketed)]
    if verb in ("heal", "take_away"):
        # 「対象の受けているダメージをn点 / すべて回復する」 (「対象のダメージを…」): the target's
        # damage received goes down — a one-shot change of a count, with no duration;
        # 「対象のダメージをn点 / すべて取り除く」 takes the same damage off, the same change
        healed = _healed(args)
        if healed is not None:
            return [HealStep(healed[0])]
        raise Unsupported(
            f"「…ダメージを{'回復する' if verb == 'heal' else '取り除く'}」 of this form not run yet"
        )
    raise Unsupported(f"the effect 「{verb}」 of this form not run yet")


# the zones a card is put into by 「…に置く / 戻す / 移動する / 加える」: the hand (5.1.4.1), the
# discard pile (5.1.5.2: a card put there is discarded, 12.4.1) and the removed zone (5.1.6.2: a
# card put there is removed from the game, 12.5.1)
_PUT_ZONES = {"hand": "hand", "discard_pile": "discard", "removed_zone": "removed", "deck": "deck"}
# 「山札の(一番)上 / 下」: the top or the bottom of the deck (5.1.3.9)
_DECK_ENDS = {"very_top": "top", "top": "top", "very_bottom": "bottom", "bottom": "bottom"}
_PUT_VERBS = frozenset({"put", "return", "move", "add"})


def _zone_goal(verb: str | None, goal: Any) -> ZoneStep | None:
    """「Xを(持ち主の / 自軍)手札 / 捨て山 / 除外ゾーンに置く / 戻す / 移動する」 (「手札に加える」):
    the card moved to that zone. A zone named with no player, or 「持ち主の」, is the card's
    owner's (5.1.1.4); 「自軍…」 (5.1.4.5, 5.1.5.4, 5.1.6.4) is kept as ``side`` — that player's
    zone, the owner's only for a card of theirs (``_effect_steps``). 「敵軍…」 is not read."""
    if verb not in _PUT_VERBS:
        return None
    ts = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in _terms(goal.value)]
    pos = ""
    if len(ts) > 1 and ts[-1][0] == "Position" and ts[-2] == ("Zone", "deck"):
        # 「山札の一番下に置く」: the deck's top or bottom (5.1.3.9); a deck named with no end is
        # not read (where in it is not said)
        pos = _DECK_ENDS.get(str(ts[-1][1]), "")
        if not pos:
            return None
        ts = ts[:-1]
    if not ts or ts[-1][0] != "Zone" or ts[-1][1] not in _PUT_ZONES:
        return None
    zone = _PUT_ZONES[str(ts[-1][1])]
    if (verb == "add" and zone != "hand") or (zone == "deck" and not pos):
        return None
    if len(ts) == 1 or ts[:-1] == [("Owner", "owner")]:
        return ZoneStep(zone, pos=pos)
    if ts[:-1] == [("Owner", "own_army")]:
        return ZoneStep(zone, side="own", pos=pos)
    return None


def _roll(verb: str | None, args: tuple[Any, ...]) -> RollStep | None:
    """「ダイスをn個振る」 / 「ダイスをn回振る」 (n dice, 3.4.2) / 「nDを振る」 / 「ダイスをnD振る」 /
    「nDする」 / 「nDをする」: a roll (3.4.2: 「nD」 and 「nDする」 mean n dice rolled at once)."""
    roles = {a.role.value: _terms(a.value) for a in args}
    if verb == "do" and len(args) == 1 and set(roles) <= {"none", "object"}:
        # 「2Dする」: the する of 3.4.2's 「nDする」, its object the dice
        (got,) = roles.values()
        if len(got) == 2 and (_cls(got[1]), getattr(got[1], "text", None)) == ("Placeholder", "D"):
            verb, roles = "roll", {"object": got}
            args = (replace(args[0], role=A.Role.OBJECT),)
    if verb != "roll":
        return None
    if len(roles) != len(args) or "object" not in roles:
        return None
    obj = [(_cls(t), getattr(t, "text", None) or getattr(t, "id", None)) for t in roles["object"]]
    count = roles.get("none", ())
    if obj == [("Unknown", "ダイス")] and set(roles) == {"object", "none"} and len(count) == 1:
        n = count[0]
    elif (
        obj == [("Unknown", "ダイス")]
        and set(roles) == {"object", "none"}
        and len(count) == 2
        and (_cls(count[1]), getattr(count[1], "text", None)) == ("Placeholder", "D")
    ):
        # 「ダイスを1D振る」: the dice named, then how many as 3.4.2's 「nD」
        n = count[0]
    elif set(roles) == {"object"} and len(obj) == 2 and obj[1] == ("Placeholder", "D"):
        n = roles["object"][0]
    else:
        return None
    if _cls(n) != "Count" or getattr(n, "bound", None) != "exact":
        return None
    value = getattr(getattr(n, "number", None), "value", None)
    return RollStep(int(value)) if isinstance(value, int) and value >= 1 else None


# 「出目」, 「出た目」, 「目」, 「ダイスの目」, 「結果」, 「ダイス結果」, 「合計」 and each of them with
# 「…の合計」: the dice result a roll gave (3.4.5; nD is the sum of the n dice, 3.4.2)
_DICE_WORDS = (
    (("Unknown", "出目"),),
    (("Unknown", "目"),),
    (("Unknown", "ダイス"), ("Unknown", "目")),
    (("Unknown", "結果"),),
    (("Word", "dice_result"),),
)
_DICE_TOTAL = (("Word", "total"),)
_DICE_BOUNDS = {"at_least": ">=", "at_most": "<=", "exact": "=="}
# 「偶数 / 奇数」: a dice result of that parity (``dice_met``)
_DICE_PARITY = {"偶数": "even", "奇数": "odd"}
# 「1~3」 / 「1～3」 / 「1〜3」: the numbers from one to the other, both included
_RANGE_MARKS = frozenset({"~", "～", "〜"})


def _dice_subject(subj: tuple[Any, ...]) -> bool:
    """The subject of a dice condition: one of ``_DICE_WORDS`` (or 「出た目」), alone, followed by
    「の合計」, or 「合計」 alone (3.4.2: the sum of the dice rolled)."""
    ids = tuple((_cls(t), getattr(t, "text", None) or getattr(t, "id", None)) for t in subj)
    if ids == _DICE_TOTAL:
        return True
    if ids[-1:] == _DICE_TOTAL:
        subj, ids = subj[:-1], ids[:-1]
    rel = (
        len(subj) == 2
        and ids[1] == ("Unknown", "目")
        and getattr(getattr(subj[0], "clause", None), "verb", None)
        in ("come_out", "come_out_kanji")
    )
    return ids in _DICE_WORDS or rel


def _dice_numbers(pred: tuple[Any, ...], source: tuple[Any, ...] | None) -> Any:
    """The predicate of a dice condition: (op, numbers) — 「4以上 / 3以下 / 6」 (one bound),
    「1か2 / 1または2」 (``in``: either, 4.7.5), 「1~3」 / 「1から3」 (``in``: each number from one to
    the other), 「偶数 / 奇数」 (``even`` / ``odd``); None for any other."""

    def num(t: Any) -> int | None:
        v = getattr(getattr(t, "number", None), "value", None)
        ok = _cls(t) == "Count" and isinstance(v, int) and 1 <= v <= 6 * 10
        return v if ok else None

    if source is not None:
        # 「出目が1から3の場合」: the lower end said with から
        if len(source) != 1 or len(pred) != 1 or source[0].bound != "exact":
            return None
        lo, hi = num(source[0]), num(pred[0])
        if lo is None or hi is None or pred[0].bound != "exact" or lo >= hi:
            return None
        return "in", tuple(range(lo, hi + 1))
    if len(pred) == 1 and _cls(pred[0]) == "Unknown" and pred[0].text in _DICE_PARITY:
        return _DICE_PARITY[pred[0].text], ()
    if (
        len(pred) == 3
        and _cls(pred[1]) == "Placeholder"
        and getattr(pred[1], "text", None) in _RANGE_MARKS
    ):
        lo, hi = num(pred[0]), num(pred[2])
        if lo is None or hi is None or lo >= hi or {pred[0].bound, pred[2].bound} != {"exact"}:
            return None
        return "in", tuple(range(lo, hi + 1))
    if not pred or any(_cls(t) != "Count" or t.bound not in _DICE_BOUNDS for t in pred):
        return None
    nums = tuple(num(t) for t in pred)
    if any(n is None for n in nums):
        return None
    if len(pred) == 1:
        return _DICE_BOUNDS[pred[0].bound], nums
    if all(t.bound == "exact" for t in pred):
        return "in", nums  # 「1か2」: either (4.7.5)
    return None


def _dice_condition(cond: Any) -> tuple[str, tuple[Any, ...]] | None:
    """「出目が4以上の場合」 / 「出た目が5以上の場合」 / 「ダイスの目が6の場合」 / 「結果が4以上の場合」 /
    「ダイス結果が6の場合」 / 「出目の合計が8以上の場合」 / 「出目が1か2 / 1~3 / 1から3 / 偶数の場合」, and
    with no subject after one of them (「3以下の場合」): a condition on the dice result of the roll
    before it (3.4.5) — ``("dice", (op, numbers))``; ``_effect_steps`` ties it to that roll.
    None for any other condition."""
    if getattr(cond, "marker", None) not in ("baai", "no_baai", "nara"):
        return None
    cl = getattr(cond, "clause", None)
    if getattr(cl, "verb", None) != "be":
        return None
    roles = {a.role.value: _terms(a.value) for a in getattr(cl, "args", ())}
    if (
        len(roles) != len(cl.args)
        or "predicate" not in roles
        or set(roles) - {"subject", "predicate", "source"}
    ):
        return None
    subj = roles.get("subject")
    if subj is not None and not _dice_subject(tuple(subj)):
        return None
    if subj is None and "source" in roles:
        return None
    got = _dice_numbers(tuple(roles["predicate"]), roles.get("source"))
    return ("dice", got) if got is not None else None


def _deck_top_card(
    verb: str | None, body: Any, args: tuple[Any, ...]
) -> ReplenishStep | PileDiscardStep | None:
    """「(自軍)山札の一番上のカードを引く」 / 「…を手札に加える」: the top card of one's own deck
    moved to the hand — one card replenished (12.3.1: 「自軍山札のカードを、上から順に1枚ずつ手札に
    移動すること」; 12.3.1.3), as 「カードを1枚引く」 is read. 「…を捨て山に置く / 破棄する」: that
    card moved to its owner's discard pile — what 12.4.1 calls 破棄, as 「山札を1枚破棄する」
    (12.4.2). Else None."""
    if getattr(getattr(body, "form", None), "value", None) != "final":
        return None
    roles = {a.role.value: _terms(a.value) for a in args}
    if len(roles) != len(args):
        return None
    discard = False
    one = roles.pop("none", None)
    if one is not None and not (
        len(one) == 1
        and _cls(one[0]) == "Count"
        and getattr(one[0], "bound", None) == "exact"
        and getattr(one[0].number, "value", None) == 1
    ):
        return None  # 「一番上のカードを1枚」: the one card it is; another count is not read
    if verb in ("draw", "destroy") and set(roles) == {"object"}:
        discard = verb == "destroy"
    elif verb in ("add", "put") and set(roles) == {"object", "goal"}:
        goal = _shape(roles["goal"])
        if goal == [("Zone", "discard_pile")] and verb == "put":
            discard = True
        elif goal != [("Zone", "hand")] or verb != "add":
            return None
    else:
        return None
    obj = [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in roles["object"]]
    if obj and obj[0] == ("Owner", "own_army"):
        obj = obj[1:]
    if obj != [("Zone", "deck"), ("Position", "very_top"), ("CardKind", "card")]:
        return None
    return PileDiscardStep("deck", 1) if discard else ReplenishStep(1, drawn=True)


def _healed(args: tuple[Any, ...]) -> tuple[int | None] | None:
    """「(対象の受けている / 対象の)ダメージをn点 / すべて回復する」: (n,) or (None,) for all —
    the damage the target has received, and no other's (whose damage and how much read by the
    shared ``cardtext.damage``: 「n点」, a bare n, 「nつ」, 4.5.3) — else None."""
    objs = [a for a in args if a.role.value == "object"]
    bare = [a for a in args if a.role.value == "none"]
    if len(bare) != 1 or len(args) != len(objs) + 1 or len(objs) > 1:
        return None
    # 「…の場合、さらに1点回復する」: what is healed left unsaid — the target's damage, as a heal
    # step reads nothing else (the step before it names it)
    target = A.NounPhrase((A.Word(id="target"),), ())
    np = objs[0].value if objs else A.NounPhrase((*target.terms, A.Word(id="damage")), ("の",))
    whose = _damage.damage_owner(np)
    if whose is None or _shape(_terms(whose)) != [("Word", "target")]:
        return None
    try:
        return (_damage.removed_amount(bare[0].value),)
    except Unsupported:
        return None


def _bracketed_heal(args: tuple[Any, ...]) -> int | None:
    """「(対象が受けている)ダメージを【n】点回復する」 (the grammar types 【n】 as a label and
    「点回復」 as one word): n, when the object is what 「…ダメージをn点回復する」 reads (``_healed``);
    else None. 【nD】 (a dice amount) is not read here."""
    bare = [a for a in args if a.role.value == "none"]
    if len(bare) != 1:
        return None
    ts = _terms(bare[0].value)
    if (
        len(ts) == 2
        and _cls(ts[0]) == "Label"
        and re.fullmatch(r"[0-9]*D([+＋][0-9]+)?", str(ts[0].name))
        and (_cls(ts[1]), getattr(ts[1], "text", None)) == ("Unknown", "点回復")
    ):
        raise Unsupported("「…ダメージを【nD】点回復する」 (a dice amount healed) not run yet")
    if (
        len(ts) != 2
        or _cls(ts[0]) != "Label"
        or not re.fullmatch(r"[0-9]+", str(ts[0].name))
        or (_cls(ts[1]), getattr(ts[1], "text", None)) != ("Unknown", "点回復")
    ):
        return None
    n = int(ts[0].name)
    count = A.Count(number=A.Number(value=n), unit="point", bound="exact")
    plain = tuple(
        a if a.role.value != "none" else replace(a, value=A.NounPhrase(terms=(count,)))
        for a in args
    )
    got = _healed(plain)
    return n if got == (n,) else None


_SWAP_NAMES = {"攻撃力": "attack", "防御力": "defense"}
# the same values named without 「」 (「対象の攻撃力と防御力を入れ替える」): the grammar's words
_SWAP_WORDS = {"attack_power": "attack", "defence_power": "defense"}


def _set_to(terms: tuple[Any, ...]) -> tuple[tuple[str, str], ...]:
    """「「攻撃力:対象の防御力」&「防御力:対象の攻撃力」」: (value, the target's value it becomes)
    for each, or () when any term is not a value set to another of the target's own values."""
    out: list[tuple[str, str]] = []
    for t in terms:
        ch = getattr(t, "change", None)
        inner = [(_cls(x), getattr(x, "id", None)) for x in _terms(ch)]
        if (
            _cls(t) != "StatValue"
            or _cls(ch) != "NounPhrase"
            or getattr(t, "sign", "")
            or len(inner) != 2
            or inner[0] != ("Word", "target")
            or inner[1][0] != "Word"
            or inner[1][1] not in STATS
            or t.stat.id not in STATS
        ):
            return ()
        out.append((STATS[t.stat.id], STATS[str(inner[1][1])]))
    if len({a for a, _b in out}) != len(out):
        return ()  # one value changed twice
    return tuple(out)


_STAT_NAMES = {"攻撃力": "attack", "防御力": "defense", "レベル": "level"}


def _value_to_number(
    verb: str | None, objs: list[Any], goals: list[Any], args: tuple[Any, ...]
) -> tuple[str, int] | None:
    """「対象の「攻撃力」を0にする」 / 「対象の攻撃力を0にする」 (do, the target's value and a number)
    and 「対象を「攻撃力:0」に変更する」 (change_to, a value with no sign): (value, n), else None."""
    if len(args) != 2 or len(objs) != 1 or len(goals) != 1:
        return None
    what, to = _terms(objs[0].value), _terms(goals[0].value)

    def number(ts: tuple[Any, ...]) -> int | None:
        n = ts[0] if len(ts) == 1 and _cls(ts[0]) == "Count" else None
        v = getattr(getattr(n, "number", None), "value", None)
        if n is None or n.bound != "exact" or n.unit not in ("none", None):
            return None
        return v if isinstance(v, int) and not n.number.variable else None

    if (
        verb == "do"
        and len(what) == 2
        and (_cls(what[0]), getattr(what[0], "id", None))
        == (
            "Word",
            "target",
        )
    ):
        stat = (
            _STAT_NAMES.get(str(what[1].text))
            if _cls(what[1]) == "Name"
            else STATS.get(str(getattr(what[1], "id", "")))
            if _cls(what[1]) == "Word"
            else None
        )
        n = number(to)
        return (stat, n) if stat is not None and n is not None else None
    if (
        verb == "change_to"
        and _shape(what) == [("Word", "target")]
        and len(to) == 1
        and _cls(to[0]) == "StatValue"
        and not to[0].sign
        and _cls(to[0].change) == "NounPhrase"
        and to[0].stat.id in STATS
    ):
        n = number(_terms(to[0].change))
        return (STATS[to[0].stat.id], n) if n is not None else None
    return None


def _swap(first: tuple[Any, ...], second: tuple[Any, ...]) -> SwapStep | None:
    """「対象の「X」と「Y」を入れ替える」 (4.6.5): X and Y two values of the target (attack,
    defence); None for any other form."""
    if len(first) != 2 or len(second) != 1:
        return None
    if _cls(first[0]) != "Word" or getattr(first[0], "id", None) != "target":
        return None
    stats = [
        _SWAP_NAMES.get(str(getattr(t, "text", "")))
        if _cls(t) == "Name"
        else _SWAP_WORDS.get(str(getattr(t, "id", "")))
        if _cls(t) == "Word"
        else None
        for t in (first[1], second[0])
    ]
    if None in stats or stats[0] == stats[1]:
        return None
    return SwapStep((str(stats[0]), str(stats[1])))


def _points_damage(objs: list[Any]) -> int | None:
    """「n点のダメージ」 / 「n点」「ダメージ」 (two arguments, either order) / 「nダメージ」: n, else
    None."""
    terms = [t for a in objs for t in _terms(a.value)]
    if len(objs) > 2 or not all(len(_terms(a.value)) for a in objs):
        return None
    counts = [t for t in terms if _cls(t) == "Count"]
    words = [t for t in terms if _cls(t) == "Word" and getattr(t, "id", None) == "damage"]
    if len(counts) != 1 or len(counts) + len(words) != len(terms):
        return None
    n = counts[0]
    value = getattr(n.number, "value", None)
    if getattr(n, "bound", None) != "exact" or not isinstance(value, int) or n.number.variable:
        return None
    if n.unit == "point" and len(words) == 1:
        if len(objs) == 1 and terms[0] is not n:
            return None  # 「ダメージのn点」: not a form printed
        return value
    if n.unit == "damage" and not words:
        return value
    return None


def _label_parts(name: str) -> tuple[str, ...]:
    """【津波:20】: an attribute and an amount in one label (10.18.1's example), else the label;
    the amount may be dice (【火炎:2D】: 【nD】 / 【nD+a】, 3.4.2, 3.4.3)."""
    m = re.fullmatch(r"(\D+?)\s*[:：]\s*(\d+(?:D(?:[+-]\d+)?)?)", name)
    return m.groups() if m else (name,)


# 【nD】 / 【nD+a】 (3.4.2, 3.4.3) as a damage amount
_DICE_DAMAGE = re.compile(r"([0-9]+)D([+-][0-9]+)?")
_DICE_VAR = re.compile(r"[nｎ]D([+-][0-9]+)?")
# 「nDして高い目1つ」 / 「nDして低い目1つ」 (3.4.4)
_DICE_PICK = re.compile(r"([0-9]+)Dして(高い|低い)目1つ")
_THIS_VALUE = re.compile(r"このユニットの(攻撃力|防御力)")
_PARTY_COUNT = re.compile(r"(自軍|敵軍)パーティに存在する「(種族|属性)[:：]([^」]+)」のユニット数")
_CH_KINDS = {"種族": "species", "属性": "attribute"}


def _read_label(name: str) -> tuple[Any, ...] | None:
    """A 【…】 amount that is a value read when the effect applies: 「このユニットの攻撃力 /
    防御力」 (4.7.2: the unit, or the unit wearing the equipment) or 「自軍/敵軍パーティに存在する
    「種族:X or Y」のユニット数」 (a count of units, each counted once however many of the values
    it has, 10.17.1); None for any other label."""
    m = _THIS_VALUE.fullmatch(name)
    if m:
        return ("this", "attack" if m.group(1) == "攻撃力" else "defense")
    m = _PARTY_COUNT.fullmatch(name)
    if m:
        values = tuple(v.strip() for v in re.split(r"or|OR|／|/|・", m.group(3)) if v.strip())
        owner = "own" if m.group(1) == "自軍" else "enemy"
        return ("count", owner, _CH_KINDS[m.group(2)], values)
    return None


def _self_discard(cost: Any) -> bool:
    """〈コスト:このカードを破棄(する)〉: the one cost item discarding the card itself."""
    items = getattr(cost, "items", ()) or ()
    if len(items) != 1:
        return False
    body = items[0].body
    args = getattr(body, "args", ())
    return (
        getattr(body, "verb", None) == "destroy"
        and len(args) == 1
        and args[0].role.value == "object"
        and _is_this_card(_terms(args[0].value))  # 「このカード / このアイテム…を破棄」 (4.7.2)
    )


def _rest_self(cost: Any) -> bool:
    """〈コスト:(未行動の)このユニットを行動完了にする(こと)〉: the one cost item making the ability's
    own unit acted — the □ ability's cost (14.2.3) written out, on another mark (10.11.6)."""
    items = getattr(cost, "items", ()) or ()
    if len(items) != 1:
        return False
    body = items[0].body
    if getattr(body, "verb", None) != "do" or getattr(body.form, "value", None) != "final":
        return False
    roles = {a.role.value: _shape(_terms(a.value)) for a in body.args}
    obj = [x for x in roles.get("object", []) if x != ("Word", "not_acted")]
    return (
        len(body.args) == 2
        and obj == [("Ref", "this_unit")]
        and roles.get("goal") == [("Word", "action_complete")]
    )


def _replenish_cost(cost: Any) -> int:
    """〈コスト:カードをn枚補充する〉: the one cost item replenishing n cards (12.3) — n, else 0."""
    items = getattr(cost, "items", ()) or ()
    if len(items) != 1:
        return 0
    body = items[0].body
    if getattr(body, "verb", None) != "replenish" or getattr(body.form, "value", None) != "final":
        return 0
    roles = {a.role.value: _terms(a.value) for a in body.args}
    if set(roles) != {"object", "none"} or _shape(roles["object"]) != [("CardKind", "card")]:
        return 0
    num = _count(roles["none"])
    return num[0] if num is not None and num[1] == "exact" else 0


def _own_rest_cost(cost: Any) -> bool:
    """Whether 〈コスト:…〉 is one item that is 14.2.3's 「未行動のこのユニットを行動完了にする」:
    「行動完了」 alone, or 「(未行動の)このユニットを行動完了にする」."""
    items = tuple(getattr(cost, "items", ()) or ())
    if len(items) != 1:
        return False
    body = items[0].body
    args = getattr(body, "args", ())
    roles = {a.role.value: _shape(_terms(a.value)) for a in args}
    if len(roles) != len(args):
        return False
    if getattr(body, "verb", None) == "be" and roles == {
        "predicate": [("Word", "action_complete")]
    }:
        return True
    return getattr(body, "verb", None) == "do" and roles in (
        {"object": [("Ref", "this_unit")], "goal": [("Word", "action_complete")]},
        {
            "object": [("Word", "not_acted"), ("Ref", "this_unit")],
            "goal": [("Word", "action_complete")],
        },
    )


def _cost_text(cost: Any) -> str:
    """The words of a cost's items, as far as the AST keeps them (names, unknown words, values)."""
    from grammar import ast as GA

    out: list[str] = []
    for n in GA.walk(cost):
        for attr in ("text", "name", "value"):
            v = getattr(n, attr, None)
            if isinstance(v, str | int) and not isinstance(v, bool):
                out.append(str(v))
    return ":".join(out)


def _spell_cost(cost: Any) -> str:
    """〈コスト:スペル:x〉 (x spell-slot icons, 13.1.3.1, one item alone): the icons, else ""."""
    items = getattr(cost, "items", ()) if cost is not None else ()
    if len(items) != 1:
        return ""
    m = re.fullmatch(r"\s*スペル\s*[:：]\s*(.+?)\s*", str(getattr(items[0].body, "text", "") or ""))
    if m is None or re.search(r"[0-9０-９]|消費", m.group(1)):
        return ""  # 「スペル:nを消費」: refused by ``_hand_cost``'s reader with its reason
    icons = spell_icons(m.group(1))
    if not icons:
        raise Unsupported(f"〈コスト:{spell_not_icons(m.group(1))[1:].replace('」:', '〉:', 1)}")
    return icons


# a card kind printed in a cost's (～) (10.11.12), as the card's type (2.1.6.1)
_COST_KINDS = {
    (("CardKind", "unit_card"),): "unit",
    (("CardKind", "unit"), ("CardKind", "card")): "unit",
    (("CardKind", "unit"),): "unit",
    (("Word", "combat"), ("CardKind", "spell"), ("CardKind", "card")): "spell",
    (("CardKind", "terrain"), ("CardKind", "card")): "terrain",
    (("Named", "アイテム"),): "item",
}


def _cost_restriction(terms: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """A cost's (～) (10.11.12): 「(「種族:X or Y」の)(ユニット / 戦闘スペル / 地形 / アイテム)カード」
    as the condition the cards paid must meet — each part (a race / attribute, any of its values,
    4.7.5; the card's type, 2.1.6.1); else refused."""
    parts: list[tuple[str, tuple[Any, ...]]] = []
    rest = list(terms)
    while rest and (_cls(rest[0]) == "Characteristic" or _printed_info_part(rest[0])):
        parts.append(_characteristic(rest.pop(0)))
    kinds = tuple(
        (_cls(t), getattr(t, "id", None) if _cls(t) != "Named" else getattr(t, "text", None))
        for t in rest
    )
    if kinds:
        if kinds == (("CardKind", "card"),):
            pass  # 「(「種族:X」のカード)」: any card of that race
        elif kinds in _COST_KINDS:
            parts.append(("card_type", (_COST_KINDS[kinds],)))
        else:
            raise Unsupported("a cost restriction of this form not run yet")
    if not parts:
        raise Unsupported("a cost restriction of this form not run yet")
    return parts[0] if len(parts) == 1 else ("all_of", tuple(parts))


# a card cost's restriction part 「このユニット以外の」: not the ability's own unit (4.7.2), read by
# the cost's payment (``play._one_card_cost``), which knows that unit
EXCEPT_THIS: tuple[str, tuple[Any, ...]] = ("except_this", ())
# a card cost's restriction part 「この地形に存在する」: a unit in the area of the ability's own
# card (5.1.2.4), read by the cost's payment as ``EXCEPT_THIS`` is
ON_THIS_TERRAIN: tuple[str, tuple[Any, ...]] = ("on_this_terrain", ())


# the words 〈コスト:～〉 says no cost with (data)
NO_COST_WORDS = frozenset({"なし", "無し", "ナシ"})


def _no_cost(cost: Any) -> bool:
    """〈コスト:なし〉: one item, the word 「なし」 (``NO_COST_WORDS``) and nothing else."""
    items = tuple(getattr(cost, "items", ()) or ()) if cost is not None else ()
    if len(items) != 1:
        return False
    body = items[0].body
    if _cls(body) == "Unparsed":
        return str(getattr(body, "text", "")).strip() in NO_COST_WORDS
    # 「無し」 typed as the verb する after the word 無: the word and nothing else
    ts = [t for a in getattr(body, "args", ()) for t in _terms(a.value)]
    return (
        _cls(body) == "Action"
        and getattr(body, "verb", None) == "do"
        and len(ts) == 1
        and getattr(ts[0], "text", None) == "無"
        and getattr(getattr(body, "form", None), "value", None) in ("continuative", "final")
    )


# a cost item's verbal noun printed bare (「手札1枚破棄」, 10.11.8; 「捨て山1枚除外」, 10.11.11) -> its verb
_COST_NOUNS = {"破棄": "destroy", "除外": "remove"}


def _verbal_noun_items(cost: Any) -> Any:
    """〈コスト:手札1枚破棄、自軍ユニット1体を破棄する〉: a cost of several items (10.11.9) whose
    items are joined by 「、」 — the grammar reads an item 「手札1枚破棄」 before 「、」 as a nominal
    sentence (「<zone and count>」 + the verbal noun 「破棄」 / 「除外」 as its predicate); read as the
    item 「手札1枚破棄」 is before 「&」 (the verb, its zone and count). Any other item as it is."""
    items = tuple(getattr(cost, "items", ()) or ())
    if not items:
        return cost
    out = []
    for it in items:
        body = it.body
        args = tuple(getattr(body, "args", ()) or ())
        roles = [a.role.value for a in args]
        pred = _terms(args[1].value) if roles == ["none", "predicate"] else ()
        verb = (
            _COST_NOUNS.get(str(getattr(pred[0], "text", "")))
            if len(pred) == 1 and _cls(pred[0]) == "Unknown"
            else None
        )
        if (
            _cls(body) != "Action"
            or getattr(body, "verb", None) != "be"
            or getattr(getattr(body, "form", None), "value", None) != "nominal"
            or verb is None
        ):
            out.append(it)
            continue
        out.append(replace(it, body=replace(body, verb=verb, args=args[:1], form=A.Form.STEM)))
    return replace(cost, items=tuple(out))


def _card_costs(cost: Any) -> tuple[tuple[int, Any, str, bool], ...]:
    """〈コスト:…〉 of one or several card items (10.11.9 「複数のコスト」: joined by 「&」 / 「/」 /
    「、」 — 「手札1枚破棄&捨て山1枚除外」), each read by ``_hand_cost``; () for none. One item the
    readers do not read refuses the whole cost, never paid in part."""
    if cost is None:
        return ()
    items = tuple(getattr(cost, "items", ()) or ())
    if not items:
        return ()
    return tuple(_hand_cost(replace(cost, items=(it,))) for it in items)  # type: ignore[misc]


def _put_removed(body: Any) -> Any:
    """「…を除外ゾーンに置く」 as a cost: 「ゲームから除外」 is moving a card to its owner's removed
    zone (12.5.1; cards removed as a cost are put there, 5.1.6.2, 10.1.13) — the cost 「…を除外」
    (10.11.11) said with its zone; the body read as that (verb ``remove``, the goal dropped). Any
    other body as it is."""
    args = tuple(getattr(body, "args", ()) or ())
    goals = [a for a in args if a.role.value == "goal"]
    if (
        _cls(body) != "Action"
        or getattr(body, "verb", None) != "put"
        or getattr(getattr(body, "form", None), "value", None) != "final"
        or len(goals) != 1
        or _shape(_terms(goals[0].value)) != [("Zone", "removed_zone")]
    ):
        return body
    return replace(body, verb="remove", args=tuple(a for a in args if a is not goals[0]))


# the words of a goal that is the payer's own discard pile: 「捨て山」 / 「自軍捨て山」 (data)
_OWN_DISCARD_GOALS = (
    [("Zone", "discard_pile")],
    [("Owner", "own_army"), ("Zone", "discard_pile")],
)


def _put_discarded(body: Any) -> Any:
    """「自軍手札n枚を捨て山に置く」 as a cost: moving a card from a zone that is no 捨て山 to its
    owner's 捨て山 is 破棄 (12.4.1) — the cost 「手札n枚破棄」 (10.11.8) said with its zone; the
    body read as that (verb ``destroy``, the goal dropped). The source must be named (hand or
    deck, the zones 10.11.8 / 10.11.10 discard from, or the removed zone: 「自軍除外ゾーンの
    カードn枚を自軍捨て山に置く」, a move to the discard pile from a zone that is no 捨て山 —
    破棄 by 12.4.1's words); any other body as it is."""
    args = tuple(getattr(body, "args", ()) or ())
    goals = [a for a in args if a.role.value == "goal"]
    if (
        _cls(body) != "Action"
        or getattr(body, "verb", None) != "put"
        or getattr(getattr(body, "form", None), "value", None) != "final"
        or len(goals) != 1
        or [
            (_cls(t), getattr(t, "id", None) or getattr(t, "who", None))
            for t in _terms(goals[0].value)
        ]
        not in _OWN_DISCARD_GOALS
    ):
        return body
    zones = [
        getattr(t, "id", None)
        for a in args
        if a is not goals[0]
        for t in _terms(a.value)
        if _cls(t) == "Zone"
    ]
    if zones not in (["hand"], ["deck"], ["removed_zone"]):
        return body
    return replace(body, verb="destroy", args=tuple(a for a in args if a is not goals[0]))


def _hand_cost(cost: Any) -> tuple[int, Any, str, bool] | None:
    """〈コスト:手札n枚破棄(…)〉 (10.11.8, 10.11.12), 〈コスト:手札n枚除外〉 (10.11.13),
    〈コスト:捨て山n枚除外(…)〉 (10.11.11) and 〈コスト:山札n枚破棄(…)〉 (10.11.10, 10.11.12)."""
    if cost is None:
        return None
    items = getattr(cost, "items", ())
    if len(items) != 1:
        raise Unsupported("〈コスト:…〉 of several items not run yet")
    body = _put_discarded(_put_removed(items[0].body))
    verb = getattr(body, "verb", None)
    if verb not in ("destroy", "remove"):
        if re.search(r"スペル\s*[:：]\s*[0-9０-９]", _cost_text(cost)):
            # 「スペル:x」's x is spell-slot icons (火 / 水 / 土 / 風 / 聖 / 魔 / *, 13.1.3.1): a
            # number names no slot, so which one is spent is not said
            raise Unsupported(
                "〈コスト:スペル:nを消費〉: 「スペル:x」's x is spell-slot icons, not a number "
                "(13.1.3.1) — which slot is spent is not said; not run"
            )
        if re.search(r"アイテム\s*[:：]\s*[0-9０-９]+\s*を消費", _cost_text(cost)):
            raise Unsupported(
                "〈コスト:アイテム:nを消費〉 (spending n 「i」 of the unit's 「アイテム:x」, 13.1.2) "
                "not run yet"
            )
        raise Unsupported("〈コスト:…〉 other than discarding or removing cards not run yet")
    # the zone and the count, wherever the words put them: 「手札1枚破棄」 (10.11.8), 「手札1枚を
    # 破棄」, 「手札を1枚破棄(する)」, 「手札から1枚破棄」, 「捨て山1枚をゲームから除外」 (10.11.11) —
    # one zone and one count in all; anything else in the item (a second 「…破棄」 run into it,
    # 「または…」, another player's zone) refuses the cost, never read in part
    zones: list[Any] = []
    counts: list[Any] = []
    restr = None
    inline: list[
        Any
    ] = []  # 「自軍捨て山の「種族:X」のカード1枚」: the (～) written before the count
    top = False
    field_units = False
    # 「このユニット以外の自軍の「種族:X」のユニットn体」: own units on the battlefield but the
    # ability's own (4.7.2), of the (～) written before 「ユニット」 (10.11.12)
    not_self = False
    here = False
    unit_inline: list[Any] = []
    for a in body.args:
        terms = _terms(a.value)
        role = a.role.value
        if role == "restriction":
            restr = _cost_restriction(terms)
            continue
        if role == "source" and verb == "remove" and [_cls(t) for t in terms] == ["Word"]:
            if getattr(terms[0], "id", None) == "game":
                continue  # 「ゲームから除外」: removing is from the game (4.8, 10.11.13)
        if role not in ("none", "object", "source"):
            raise Unsupported(f"〈コスト:…〉 with the argument {role} not run yet")
        if (
            role == "object"
            and verb == "destroy"
            and terms
            and _cls(terms[0]) == "Relative"
            and _on_this_terrain(terms[0])
        ):
            # 「この地形に存在する(他の)自軍ユニットn体」: own units in the ability's card's area
            # (5.1.2.4), a restriction (～) of the cost (10.11.12)
            here = True
            terms = terms[1:]
        if (
            role == "object"
            and verb == "destroy"
            and _shape(tuple(terms[:1])) == [("Ref", "other")]
        ):
            # 「他の自軍ユニットn体」: 「このユニット以外の…」 in other words (4.7.2)
            not_self = True
            terms = terms[1:]
        if (
            role == "object"
            and verb == "destroy"
            and _shape(tuple(terms[:2])) == [("Ref", "this_unit"), ("Ref", "except")]
        ):
            not_self = True
            terms = terms[2:]
        for t in terms:
            k = _cls(t)
            if k == "Characteristic" and not zones and not field_units and not counts:
                unit_inline.append(t)
                continue
            if k == "Zone":
                zones.append(t)
            elif k == "Count":
                if not isinstance(getattr(t.number, "value", None), int):
                    # 「捨て山n枚除外」: a count the player chooses (what bounds it said after,
                    # 「nは3以下でなければならない」)
                    raise Unsupported("〈コスト:…〉 with a count n the player chooses not run yet")
                counts.append(t)
            elif k == "Owner" and getattr(t, "who", None) == "own_army":
                pass  # 「自軍手札」: the payer's own (10.11.8)
            elif k == "CardKind" and getattr(t, "id", None) == "unit" and not zones:
                field_units = True  # 「自軍ユニットn体」: the payer's units on the battlefield
            elif k == "Position" and getattr(t, "id", None) == "top" and zones and not top:
                top = True  # 「山札の上からn枚」: the deck's top n (10.11.10)
            elif k in ("Characteristic", "CardKind") and zones and not counts:
                inline.append(t)
            else:
                raise Unsupported(
                    "〈コスト:…〉 other than 手札n枚破棄 / 手札n枚除外 / 捨て山n枚除外 / 山札n枚破棄 "
                    "(one zone, one count) not run yet"
                )
    if _shape(tuple(inline)) == [("CardKind", "card")]:
        inline = []  # 「自軍捨て山のカード2枚」: any card of the zone, no (～) (10.11.12)
    if inline:
        # the cards' kind written before the count (「自軍捨て山の「種族:X」のカード1枚を除外」): the
        # (～) of 10.11.12 said inline — the same restriction
        if restr is not None:
            raise Unsupported("a cost restriction said twice not run yet")
        restr = _cost_restriction(tuple(inline))
    if (not_self or here or unit_inline) and not (not zones and field_units):
        raise Unsupported("〈コスト:…〉 other than one zone and one count not run yet")
    if not zones and len(counts) == 1 and verb == "destroy" and field_units:
        # 〈コスト:自軍ユニットn体破棄〉: own units on the battlefield, declared at 10.1.6 and
        # moved at 10.1.13 (10.11.7: till then they spend no slots and use no □×◎)
        if getattr(counts[0], "unit", None) not in ("body", None) or restr is not None:
            raise Unsupported("〈コスト:自軍ユニットn体破棄〉 of this form not run yet")
        parts = [_cost_restriction(tuple(unit_inline))] if unit_inline else []
        parts += [EXCEPT_THIS] if not_self else []
        parts += [ON_THIS_TERRAIN] if here else []
        unit_restr = parts[0] if len(parts) == 1 else ("all_of", tuple(parts)) if parts else None
        return int(counts[0].number.value), unit_restr, "field", False
    ok = {
        ("hand", "destroy"),
        ("hand", "remove"),
        ("discard_pile", "remove"),
        ("deck", "destroy"),  # 〈コスト:山札n枚破棄〉 (10.11.10, 10.11.12)
        # 「自軍除外ゾーンのカードn枚を自軍捨て山に置く」 (``_put_discarded``): 12.4.1's 破棄 from
        # the removed zone, an additional cost of its own words (10.11.6)
        ("removed_zone", "destroy"),
    }
    if len(zones) != 1 or len(counts) != 1 or (zones[0].id, verb) not in ok:
        raise Unsupported(
            "〈コスト:…〉 other than 手札n枚破棄 / 手札n枚除外 / 捨て山n枚除外 / 山札n枚破棄 "
            "(one zone, one count) not run yet"
        )
    if top and zones[0].id != "deck":
        raise Unsupported("「…の上から」 in a cost other than the deck's not run yet")
    n = int(counts[0].number.value)
    zone = {"hand": "hand", "deck": "deck_top" if top else "deck", "removed_zone": "removed"}.get(
        zones[0].id, "discard"
    )
    return n, restr, zone, verb == "remove"


@dataclass(frozen=True)
class Standing:
    """A standing ability (常備能力, chapter 13), 【英雄】 (15.1) or an additional rule on
    equipping (【専用】, 【装備制限】, 【装備禁止】) printed on the card."""

    id: str  # initiative / charge / … / hero / exclusive / equip_limit / equip_forbidden
    value: int = 0
    text: str = ""
    # the other standing abilities printed on the same line (「イニシアチブ:+1」「アイテム:i」)
    more: tuple[Standing, ...] = ()


KEYWORDS = (
    "initiative",
    "charge",
    "defender",
    "resistance",
    "weakness",
    "hero",
    # 「アイテム:x」: x item slots (13.1.2.2, 13.1.2.6; equipping reads them, 12.2.8.3)
    "item",
    # 「スペル:x」: the spell slots, x their icons (13.1.3.1; a battle spell's user pays with them)
    "spell",
    # additional rules on equipping (15.4.3, 15.4.4, 15.4.11)
    "exclusive",
    "equip_limit",
    "equip_forbidden",
    # 【秘伝】「kind:X」 on a consumable or battle spell: its user must have X (15.4.5)
    "secret_art",
    # 【時の歯車】: +1D on the dice results asked in a battle (15.4.9.2)
    "gear_of_time",
)


# what a ◇ ability summoning or placing its own card at a declaration is refused with: the
# declared summon / placement it is used at — whether that one goes on beside it or the ◇ one
# takes its place — is a point the text leaves open (mc.unsettled.yaml)
_DIAMOND_OWN_CARD = (
    "a ◇ ability with 〈発揮:…〉 summons or places its own card (14.6.3.2, 14.6.3.3, 14.6.4): not run "
    "yet — whether it takes the place of the summon / placement declared is unsettled "
    "(mc.diamond_summon_at_declaration, mc.diamond_placement_at_declaration)"
)
# the keywords that stand for such a ◇ ability (15.4.6.2, 15.4.7.2, 15.4.8.2)
_DIAMOND_KEYWORDS = ("forced_placement", "normal_summon", "instant_summon")


# a ◇ ability with a 発揮時期 that is no summon / placement declaration: 14.6.3 gives a ◇
# ability's 発揮時期 to the summon / placement of its own card (14.6.3.2, 14.6.3.3); a battle
# spell's / consumable's is used by the use procedure (14.6.3.1), which names none
_DIAMOND_OTHER = (
    "a ◇ ability with 〈発揮:…〉 that neither summons nor places its own card: 14.6.3.2 / 14.6.3.3 "
    "give a ◇ ability a 発揮時期 of a summon / placement declaration only (a battle spell's / "
    "consumable's follows the use procedure, 14.6.3.1) — not run"
)


def _standing(kw: Any) -> Standing:
    if kw.id in _DIAMOND_KEYWORDS:
        raise Unsupported(f"「{kw.name}」: {_DIAMOND_OWN_CARD}")
    if kw.id not in KEYWORDS:
        raise Unsupported(f"the keyword 「{kw.name}」 is not run yet")
    if (
        kw.id == "hero"
        and not kw.args
        and len(kw.params) == 1
        and _cls(kw.params[0]) == "Name"
        and str(kw.params[0].text).strip().isdigit()
    ):
        # 「英雄:2」: the hero icon with its 英雄点 written after a colon (2.1.14.1, 2.1.14.2), as
        # 「【英雄】2」 — the points, a cost of the summon (15.1.2)
        return Standing("hero", int(str(kw.params[0].text).strip()))
    if len(kw.args) != len(kw.params):
        # a value the keyword has no place for (「装備制限:種族:X」: 装備制限 is printed alone,
        # 15.4.4.2; 「ディフェンダー:x」 with an x that is no amount, 13.1.6.1): what the value
        # would do is not said — not dropped, refused
        shown = ":".join(_param_text(p) for p in kw.params)
        raise Unsupported(
            f"「{kw.name}:{shown}」: a value 「{kw.name}」 does not take "
            f"({_KEYWORD_CLAUSE.get(kw.id, 'chapter 13, 15.4')}) — not run"
        )
    value, text = 0, ""
    for a in kw.args:
        v = a.value
        if _cls(v) == "Amount":
            value = -int(v.number.value) if v.sign == "-" else int(v.number.value)
        elif _cls(v) == "Number":
            value = int(v.value)
        elif _cls(v) == "Name":
            text = v.text
    if not value and text.isdigit():  # 「アイテム:2」: the grammar keeps the x as printed
        value, text = int(text), ""
    if kw.id == "item" and _item_icons(text):
        # 「アイテム:i i」: x is one or more 「i」 icons, one item slot each (13.1.2.1)
        value, text = _item_icons(text), ""
    if kw.id == "spell":
        # 「スペル:火 *」: x is one or more spell-slot icons (13.1.3.1)
        printed = text or (str(value) if value else "")
        icons = spell_icons(printed)
        if not icons:
            raise Unsupported(spell_not_icons(printed))
        return Standing("spell", text=icons)
    if kw.id in NUMBERED and text:
        raise Unsupported(f"the keyword 「{kw.name}:{text}」 with an x that is not a number")
    if kw.id in ("exclusive", "secret_art") and not text:
        # 15.4.3.2, 15.4.5.2: 専用 / 秘伝 are followed by the card information 「kind:X」 the
        # unit must have; printed alone, who may equip or use the card is not said
        raise Unsupported(
            f"「{kw.name}」 without the card information after it "
            f"({_KEYWORD_CLAUSE[kw.id]}: 「{kw.name}「種族:X」」) — not run"
        )
    m = re.match(r"^(.*?)\s*[(（]\s*\+?(\d+)\s*(?:ダメージ)?\s*[)）]$", text)
    if kw.id == "weakness" and value <= 0 and m:
        text, value = m.group(1), int(m.group(2))  # 「弱点:y(2ダメージ)」: n without its sign
    if kw.id == "weakness" and (value <= 0 or not text):
        # 13.1.8.1: 「弱点:y(+nダメージ)」 — how much the damage grows is n; printed without it
        # (「弱点:精神」) the increase is not said
        raise Unsupported(
            f"「弱点:{text}」 without its (+nダメージ): the increase is not said (13.1.8.1) — not run"
        )
    if kw.id == "resistance":
        # 「耐性:火炎、地震」: x one or more damage attributes or kinds of source (13.1.7.2) — each
        # a 「耐性」 of its own, as the unit holds them (13.1.7.1 is said of each x)
        xs = [x for x in re.split(r"[、,・/／\s]+", text) if x]
        if not xs:
            raise Unsupported("「耐性:x」 with no x (13.1.7.2) — not run")
        first, *others = (Standing("resistance", 0, x) for x in xs)
        return replace(first, more=tuple(others))
    return Standing(kw.id, value, text)


def _param_text(p: Any) -> str:
    """A keyword parameter as printed (a word, a signed amount, a number)."""
    if _cls(p) == "Amount":
        return f"{p.sign}{p.number.value}"
    return str(getattr(p, "text", None) or getattr(p, "value", ""))


# the clause defining a keyword's notation, named when a form of it is refused
_KEYWORD_CLAUSE = {
    "initiative": "13.1.1.1",
    "item": "13.1.2.1",
    "spell": "13.1.3.1",
    "charge": "13.1.5.1",
    "defender": "13.1.6.1",
    "resistance": "13.1.7.2",
    "weakness": "13.1.8.1",
    "exclusive": "15.4.3.2",
    "equip_limit": "15.4.4.2",
    "secret_art": "15.4.5.2",
    "equip_forbidden": "15.4.11.2",
}


# 「分類:X」 (2.1.24.2): an item card's classifications
CLASSES = ("装備品", "消耗品")


def _classification(node: Any) -> Standing:
    """「分類:装備品 / 消耗品」 printed as a line: card information, no ability (2.1.24.1) — the item
    card is an equipment (2.1.2.1.2: equipped by a summon, 12.2.7.1) or a consumable
    (2.1.2.1.1: used from the hand, 14.6.1, 14.6.3.1), read by the equip and the use
    (``classification``). 「分類:儀式」 (a ritual terrain, 2.1.24.3) and any other text are
    refused."""
    steps = [st for se in getattr(node.effect, "sentences", ()) for st in se.steps]
    body = steps[0].body if len(steps) == 1 else None
    args = getattr(body, "args", ())
    terms = _terms(args[0].value) if len(args) == 1 else ()
    text = getattr(terms[0], "text", None) if len(terms) == 1 else None
    if (
        getattr(body, "verb", None) != "be"
        or node.labels
        or node.trigger is not None
        or node.condition is not None
        or text not in CLASSES
    ):
        raise Unsupported("「分類:…」 other than 装備品 / 消耗品 (2.1.24.2) not run yet")
    return Standing("classification", text=str(text))


# the attributes there are (2.1.13.2)
ATTRIBUTES = ("火", "水", "土", "風", "聖", "魔", "喰", "獣", "荒", "機")

# the damage attributes 13.1.7.2 names (its list ends 「など」: those on the cards in the game are
# read too, ``play._declared_attribute``) — what 「好きなダメージ属性」 may declare (4.7.3.2)
DAMAGE_ATTRIBUTES = (
    *("火炎", "混沌", "地震", "石化", "閃光", "竜巻", "津波", "電撃", "吹雪"),
    *("猛毒", "精神", "浄化", "禁呪", "渴望", "火", "神", "雷", "氷"),
)


# the card information a line of its own may print (2.1.13 属性, 2.1.22 種族); a 「進軍タイプ:X」
# line is not read (the advance range reads the card list's field, 2.1.19.2)
_PRINTED_KINDS = ("attribute", "species", "advance_type")
# 2.1.19.1: 「進軍タイプには「歩行」、「飛行」、「長距離飛行」が存在します」
ADVANCE_TYPES = ("歩行", "飛行", "長距離飛行")


# the words of a random pick (1.3.6: 「ランダム」 is 「無作為」 that considers neither the cards'
# contents nor their zone — from a hidden hand, the same pick): the shared vocabulary
AT_RANDOM = frozenset(RANDOM_WORDS)


def _at_random(goal: Any) -> bool:
    """「無作為に」 / 「ランダムに」 (the adverb the grammar reads as a goal): the pick is random
    (1.3.6)."""
    ts = [(_cls(t), getattr(t, "text", None)) for t in goal or ()]
    return len(ts) == 1 and ts[0][0] == "Unknown" and ts[0][1] in AT_RANDOM


def _bare_classification(node: Any) -> Standing | None:
    """A line that is only 「装備品」 / 「消耗品」 (no mark, label, trigger, condition, target or
    cost; one nominal step of that word alone): the item card's 分類 printed without its name
    (2.1.24.1, 2.1.24.2) — card information, read as 「分類:装備品」 is (``_classification``),
    and a card-information line no ability's lines run on into (grammar ``_mc_groups``)."""
    if node.labels or node.keyword is not None or node.target is not None:
        return None
    if node.trigger is not None or node.condition is not None or node.cost is not None:
        return None
    steps = [st for se in getattr(node.effect, "sentences", ()) for st in se.steps]
    body = steps[0].body if len(steps) == 1 and steps[0].condition is None else None
    args = getattr(body, "args", ())
    terms = _terms(args[0].value) if len(args) == 1 else ()
    text = getattr(terms[0], "text", None) if len(terms) == 1 else None
    if getattr(body, "verb", None) != "be" or _cls(terms[0] if terms else None) != "Unknown":
        return None
    return Standing("classification", text=str(text)) if text in CLASSES else None


def _printed_attribute_line(node: Any) -> bool:
    """A line that is only 「属性:X」 / 「種族:X」 (no mark, no trigger, no condition, one nominal
    step)."""
    steps = [st for se in getattr(node.effect, "sentences", ()) for st in se.steps]
    body = steps[0].body if len(steps) == 1 and steps[0].condition is None else None
    args = getattr(body, "args", ())
    terms = _terms(args[0].value) if len(args) == 1 else ()
    return (
        getattr(body, "verb", None) == "be"
        and node.trigger is None
        and node.condition is None
        and len(terms) == 1
        and _cls(terms[0]) == "Characteristic"
        and terms[0].kind in _PRINTED_KINDS
    )


def _gear_terms(terms: tuple[Any, ...]) -> list[Any]:
    """The terms of 【時の歯車】's text, the quotes opened (『…』 / 「…」 hold an ability)."""
    out: list[Any] = []
    for t in terms:
        if _cls(t) == "Quote":
            for ab in t.abilities:
                if ab.keyword is not None or ab.labels or ab.effect is None:
                    return [t]
                for se in ab.effect.sentences:
                    for st in se.steps:
                        for a in getattr(st.body, "args", ()):
                            out += _gear_terms(_terms(a.value))
        else:
            out.append(t)
    return out


def _gear_of_time(node: Any) -> Standing:
    """【時の歯車】『プレイヤーすべて「ダイス：+1D」』 (15.4.9.2): an additional rule (15.4.9.1,
    15.4.1: no ability, no effect) — in force for each player to whom the card is public
    information (15.4.2), read by ``_mc/common.gear_of_time``: a dice result asked of that player
    in a battle is 「+1D」 instead, once however many are in force (「この追加ルールは重複しない」).
    Any other text after the keyword is refused."""
    steps = [st for se in node.effect.sentences for st in se.steps] if node.effect else []
    got = [
        t
        for st in steps
        for a in getattr(st.body, "args", ())
        for t in _gear_terms(_terms(a.value))
    ]
    shape = [
        (_cls(t), getattr(t, "who", None) or getattr(t, "bound", None) or getattr(t, "text", ""))
        for t in got
    ]
    plus = [str(t.text).replace("：", ":").replace(" ", "") for t in got if _cls(t) == "Name"]
    if (
        len(steps) != 1
        or shape[:2] != [("Owner", "player"), ("Count", "all")]
        or len(shape) != 3
        or plus != ["ダイス:+1D"]
    ):
        raise Unsupported(
            "【時の歯車】 with a text other than 『プレイヤーすべて「ダイス：+1D」』 (15.4.9.2) — not run"
        )
    return Standing("gear_of_time", 1)


def _side_by_side(each: list[Standing]) -> Standing:
    """Standing abilities printed side by side on one line, as one ``Standing`` whose ``more``
    holds all but the first (2.1.20.1, 13.1). A keyword may already stand for several
    (「耐性:火炎/電撃」: a 「耐性」 for each x, 13.1.7.2, in its own ``more``): those are kept —
    flattened in printed order, none dropped by the next keyword of the line."""
    flat = [x for k in each for x in (replace(k, more=()), *k.more)]
    return replace(flat[0], more=tuple(flat[1:]))


def _keyword_line(node: Any) -> tuple[Any, ...]:
    """The keywords of a line that is only standing abilities side by side (「「イニシアチブ:+1」
    「アイテム:i」」: the shared ``keywords_side_by_side``), else ()."""
    return shared.keywords_side_by_side(node)


def _printed_attribute(node: Any) -> Standing:
    """「属性:X」 printed as a line with no mark: card information, no ability — the card's
    attribute (2.1.13.1; several are all held, 2.1.13.3), read by ``common.characteristics``
    when the card list gives none apart; an X 2.1.13.2 does not list: ``_printed_attribute_word``.
    「種族:X」 (2.1.22.1; several: each, 2.1.22.2) the same way."""
    steps = [st for se in node.effect.sentences for st in se.steps]
    term = _terms(steps[0].body.args[0].value)[0]
    if term.kind == "advance_type":
        return _advance_type(term.values, term.seps)
    if term.kind == "species":
        if not term.values or any(s.strip() not in ("", "/", "・") for s in term.seps):
            raise Unsupported(
                f"「種族:{'/'.join(term.values)}」 of this form (2.1.22.1) — not read as the "
                "card's race"
            )
        return Standing("species", text="/".join(term.values))
    bad = [v for v in term.values if not _printed_attribute_word(v)]
    if bad or any(s.strip() not in ("", "/", "・") for s in term.seps):
        raise Unsupported(
            f"「属性:{'/'.join(term.values)}」: {'/'.join(bad) or 'this form'} is no attribute of "
            "2.1.13.2 (火/水/土/風/聖/魔/喰/獣/荒/機) — not read as the card's attribute"
        )
    return Standing("attribute", text="/".join(term.values))


def _printed_attribute_word(word: str) -> bool:
    """Whether ``word`` printed as 「属性:word」 is read as the card's attribute. 2.1.13.1: the
    line *is* the card's attribute — card information, no ability — so a word 2.1.13.2 does not
    list (「闇」, 「光」: of cards later than this document) is still what the card prints: a filter
    or condition compares attributes by their names (「属性:火」 matches a card that holds 火,
    2.1.13.3; a card printing only 闇 holds no 火), and none of the card's abilities reads its own
    attribute by being printed. Refused: a word made wholly of 2.1.13.2's attributes run together
    (「火水」: two attributes with the separator lost, or one unknown word — not told apart)."""
    if not word or word in ATTRIBUTES:
        return bool(word)
    return not all(ch in ATTRIBUTES for ch in word) and not re.search(r"[\s:：「」]", word)


def _advance_type(values: tuple[str, ...], seps: tuple[str, ...]) -> Standing:
    """「進軍タイプ:飛行」 printed as a line (quoted or bare): card information, the unit's advance
    type (2.1.19.1; its range, 2.1.19.2), read where the card list gives none apart
    (``printed_advances``). Each of 「歩行」「飛行」「長距離飛行」; several side by side
    (「進軍タイプ:歩行/飛行」) are all held (2.1.19.3), as several attributes are (2.1.13.3)."""
    values = tuple(v for x in values for v in re.split(r"[/／・]", x) if v)
    if (
        not values
        or any(v not in ADVANCE_TYPES for v in values)
        or any(x.strip() not in ("", "/", "・") for x in seps)
    ):
        raise Unsupported(
            f"「進軍タイプ:{'/'.join(values)}」: not advance types of 2.1.19.1 "
            "(歩行/飛行/長距離飛行) — not read as the card's advance type"
        )
    return Standing("advance_type", text="/".join(dict.fromkeys(values)))


def _bare_characteristic(node: Any) -> Standing | None:
    """「属性:火」 / 「種族:ドラゴン」 printed bare on a line of its own (no 「」; the grammar leaves
    it untyped): the same card information as the quoted line (``_printed_attribute``), else
    None."""
    steps = [
        st for se in getattr(getattr(node, "effect", None), "sentences", ()) for st in se.steps
    ]
    body = steps[0].body if len(steps) == 1 else None
    if (
        _cls(body) != "Unparsed"
        or node.trigger is not None
        or node.condition is not None
        or node.target is not None
        or node.cost is not None
    ):
        return None
    m = re.fullmatch(r"(属性|種族|進軍タイプ)[:：](.+)", str(body.text).strip())
    if m is None:
        return None
    values = tuple(v for v in re.split(r"[/／・、]", m.group(2).strip()) if v)
    if m.group(1) == "進軍タイプ":
        return _advance_type(values, ())
    kind = "attribute" if m.group(1) == "属性" else "species"
    bad = [v for v in values if kind == "attribute" and not _printed_attribute_word(v)]
    if not values or bad:
        raise Unsupported(
            f"「{m.group(0)}」: {'/'.join(bad) or 'this form'} is no attribute of 2.1.13.2 "
            "(火/水/土/風/聖/魔/喰/獣/荒/機) — not read as the card's attribute"
        )
    return Standing(kind, text="/".join(values))


# 2.1's card information with no effect on the game (2.1.7.2, 2.1.9.2, 2.1.10.2, 2.1.11.2), and
# the card information no engine procedure reads (勢力 2.1.27.1; タイプ 2.1.23.1, of a card that is
# no unit): printed as a line of its own, read as what it is — no ability
_NO_EFFECT_INFO = {
    "イラスト": ("no_effect", "2.1.7.2", ()),
    "出現頻度": ("no_effect", "2.1.9.2", ()),
    "ブロックシンボル": ("no_effect", "2.1.10.2", ()),
    "整理番号": ("no_effect", "2.1.11.2", ()),
    "勢力": ("faction", "2.1.27.1", ()),
    "カード名": ("card_name", "2.1.5.1", ()),
    "カード種類": ("card_kind", "2.1.6.1", ()),
    "タイプ": ("type", "2.1.23.1", ("item", "spell", "terrain")),
}
# 2.1's printed numbers (「攻撃力:3」 printed as a line of its own): the scenario's field each
# fills when the card's entry gives none (``printed_values``), the card types it is printed on
# and its clause — a signed one (追加攻撃力 / 追加防御力) may be negative
PRINTED_VALUES = {
    "レベル": ("level", ("unit",), "2.1.12.1"),
    "攻撃力": ("attack", ("unit",), "2.1.15.1"),
    "追加攻撃力": ("attack_bonus", ("item",), "2.1.16.1"),
    "防御力": ("defense", ("unit",), "2.1.17.1"),
    "追加防御力": ("defense_bonus", ("item",), "2.1.18.1"),
    "装備コスト": ("equip_cost", ("item",), "2.1.25.1"),
    "リミット": ("limit", ("terrain",), "2.1.26.1"),
    # 2.1.14.2: the number in the hero icon — the unit card is a hero (2.1.14.1, 15.1.2)
    "英雄点": ("hero", ("unit",), "2.1.14.2"),
}
_SIGNED = ("追加攻撃力", "追加防御力")


def _card_information(node: Any, card_type: str | None) -> Standing | None:
    """A line of chapter 2.1's card information (「出現頻度:R」, 「攻撃力:3」, 「追加攻撃力:+2」,
    「リミット:6」 …; bare, or quoted whole) with nothing else on it: card information, no ability.
    One with no effect on the game (``_NO_EFFECT_INFO``) is read as that; a printed number
    (``PRINTED_VALUES``) as the value the card has where its entry gives none
    (``printed_values``). On a card of a type the information is not printed on, or with a value
    of another form (「レベル:即時召喚可能」, 2.1.12.2), refused; any other line, None."""
    if node.labels or node.keyword is not None or node.target is not None:
        return None
    if node.trigger is not None or node.condition is not None or node.cost is not None:
        return None
    steps = [st for se in getattr(node.effect, "sentences", ()) or () for st in se.steps]
    body = steps[0].body if len(steps) == 1 and steps[0].condition is None else None
    if _cls(body) == "Unparsed":
        text = str(body.text)
    else:
        args = getattr(body, "args", ())
        terms = _terms(args[0].value) if len(args) == 1 else ()
        if getattr(body, "verb", None) != "be":
            return None
        text = _quoted_heading(terms)
        if not text and (len(terms) != 1 or _cls(terms[0]) != "Name"):
            return None
        text = text or str(terms[0].text)
    held = _standing_heading(text.strip(), card_type)
    if held is not None:
        return held
    m = re.fullmatch(r"「?\s*([^:：「」]+?)\s*[:：]\s*([^「」]+?)\s*」?", text.strip())
    if m is None or (m.group(1) not in _NO_EFFECT_INFO and m.group(1) not in PRINTED_VALUES):
        return None
    word, value = m.group(1), m.group(2)
    if word == "レベル" and value in _INSTANT_LEVELS:
        # 「レベル:即時召喚可能 / 即時召喚不可」 (2.1.12.2, 2.1.12.3): the level printed as white on
        # black / black on white — whether the unit card may be summoned at once
        return Standing("printed", _INSTANT_LEVELS[value], "instant")
    if word in _NO_EFFECT_INFO:
        kid, clause, types = _NO_EFFECT_INFO[word]
        if types and card_type is not None and card_type not in types:
            raise Unsupported(
                f"「{word}:{value}」 on a card of type {card_type}: {clause} gives it to "
                f"{'/'.join(types)} cards only — not read"
            )
        return Standing(kid, text=value)
    field, types, clause = PRINTED_VALUES[word]
    if card_type is not None and card_type not in types:
        raise Unsupported(
            f"「{word}:{value}」 on a card of type {card_type}: {clause} prints it on "
            f"{'/'.join(types)} cards only — not read"
        )
    number = value.replace("＋", "+").replace("－", "-").replace(" ", "")
    if word == "装備コスト" and _item_icons(number):
        return Standing("printed", _item_icons(number), field)  # 「i」 icons (13.1.2.1)
    n = re.fullmatch(r"([+-]?)(\d+)", number)
    if n is None or (n.group(1) and word not in _SIGNED):
        raise Unsupported(
            f"「{word}:{value}」: not a number {clause} prints — not read as the card's {word}"
        )
    return Standing("printed", -int(n.group(2)) if n.group(1) == "-" else int(n.group(2)), field)


# 2.1.12.2 / 2.1.12.3: 「レベル:即時召喚可能」 / 「レベル:即時召喚不可」
_INSTANT_LEVELS = {"即時召喚可能": 1, "即時召喚不可": 0}
# the headings of 2.1's lists of standing abilities: 「常備能力」 on a unit (2.1.20.1), 「追加常備
# 能力」 on an equipment (2.1.21.1), printed before the abilities on the same line
_STANDING_HEADINGS = {"常備能力": ("unit", "2.1.20.1"), "追加常備能力": ("item", "2.1.21.1")}


def _quoted_heading(terms: tuple[Any, ...]) -> str:
    """「追加常備能力「チャージ:+2」」 / 「常備能力「耐性:火炎」」 as the grammar reads it (the heading
    word, then the quoted standing abilities): the line's text again, for ``_standing_heading``;
    "" for any other terms."""
    k = (
        1
        if terms and _cls(terms[0]) == "Word" and getattr(terms[0], "id", None) == "addition"
        else 0
    )
    if (
        len(terms) < k + 2
        or _cls(terms[k]) != "Named"
        or terms[k].text != "常備"
        or getattr(terms[k].head, "id", None) != "ability"
        or any(_cls(t) != "Standing" for t in terms[k + 1 :])
    ):
        return ""
    quoted = "".join(
        f"「{t.keyword.name}:{'/'.join(_param_text(p) for p in t.keyword.params)}」"
        for t in terms[k + 1 :]
    )
    return f"{'追加' if k else ''}常備能力{quoted}"


def _standing_heading(text: str, card_type: str | None) -> Standing | None:
    """「常備能力:チャージ:+1」 / 「追加常備能力:耐性:火炎」: the heading of 2.1.20.1 / 2.1.21.1
    printed before the standing abilities it lists — read as those abilities printed alone (a
    unit's own, 13.1; an equipment's, given to its wearer, 2.1.21.2). None for another line; the
    heading on another card type, or before anything that is not standing abilities, refused."""
    if text.startswith("「") and text.endswith("」") and text.count("「") == 1:
        text = text[1:-1]  # 「常備能力:チャージ:+1」 quoted whole
    # the heading and its list after 「:」, or the list quoted right after it (「追加常備能力「チャ
    # ージ:+2」」: the abilities quoted as 13.1 prints them)
    m = re.fullmatch(r"(追加常備能力|常備能力)\s*(?:[:：]\s*(.+?)|(?=「)(「.+」))", text.strip())
    if m is None:
        return None
    if m.group(2) is None:
        m = re.fullmatch(r"(追加常備能力|常備能力)\s*(「.+」)", text.strip())
        assert m is not None
    kind, clause = _STANDING_HEADINGS[m.group(1)]
    if card_type is not None and card_type != kind:
        raise Unsupported(
            f"「{m.group(1)}」 on a card of type {card_type}: {clause} prints it on {kind} cards"
        )
    from ruling.abilities import _parser

    parsed = _parser()(m.group(2), "mc")  # type: ignore[misc]
    nodes = tuple(getattr(getattr(parsed, "card", None), "abilities", ()) or ())
    got = compile_ability(nodes[0], (), card_type) if len(nodes) == 1 else None
    if not isinstance(got, Standing) or any(k.id not in KEYWORDS for k in (got, *got.more)):
        raise Unsupported(
            f"「{m.group(1)}:{m.group(2)}」: not standing abilities of chapter 13 after "
            f"{clause}'s heading — not read"
        )
    return got


def printed_values(card: Any) -> dict[str, int]:
    """The numbers of chapter 2.1 a card's text prints as lines of their own (「攻撃力:3」 →
    ``{"attack": 3}``), by the scenario field each stands for (``PRINTED_VALUES``)."""
    return {k.text: k.value for k in standing(card, "printed")}


def printed_attributes(card: Any, kind: str = "attribute") -> set[str]:
    """The attributes a card's text prints as a 「属性:X」 line (2.1.13.1); with ``kind`` the
    races (「種族:X」, 2.1.22.1) likewise."""
    return {v for k in standing(card, kind) for v in k.text.split("/") if v}


def printed_advances(card: Any) -> tuple[str, ...]:
    """A unit's printed advance types (2.1.19.1; several all held, 2.1.19.3): the scenario's
    ``advance`` (「歩行/飛行」 split), else the 「進軍タイプ:X(/Y)」 line its text prints, else ()
    (walking, the engine's default)."""
    given = card.extra.get("advance")
    if given:
        parts = [given] if isinstance(given, str) else list(given)
        return tuple(dict.fromkeys(v for x in parts for v in re.split(r"[/／・]", str(x)) if v))
    got = {k.text for k in standing(card, "advance_type")}
    return tuple(v for v in got.pop().split("/") if v) if len(got) == 1 else ()


def classification(card: Any) -> str | None:
    """The 分類 an item card's text prints (「分類:装備品」 → 装備品), or None when it prints
    none (a scenario's item is then taken as its use makes it)."""
    got = {k.text for k in standing(card, "classification")}
    return got.pop() if len(got) == 1 else None


# keywords whose x is a number (or 「i」 icons, counted: 13.1.2.1)
NUMBERED = ("item",)

# the spell-slot icons (13.1.3.1): 「*」 counts as any one of the others when spent
SPELL_ICONS = "火水土風聖魔*"


def _item_icons(text: str) -> int:
    """The number of 「i」 icons of 「アイテム:x」's x (13.1.2.1: one or more), or 0 when x is
    anything else."""
    parts = text.replace("ｉ", "i").replace("　", " ").split()
    joined = "".join(parts)
    return len(joined) if joined and set(joined) == {"i"} else 0


# how a printer sets off one spell-slot icon (13.1.3.1's icons are pictures: in text they are
# printed as the icon's kanji, bare or in a bracket — 「【火】」「[火]」「(火)」「{火}」…)
_ICON_BRACKETS = re.compile(r"[【\[(（《{〔〈「『]([火水土風聖魔*])[】\])）》}〕〉」』]")
# what stands between icons: layout, a list mark, a slash or a plus
_ICON_SEPARATORS = re.compile(r"[\s・、,，/／+＋]")
# 「火×2」 / 「火x2」: the icon printed once with how many times it stands
_ICON_TIMES = re.compile(r"([火水土風聖魔*])[×xX✕]([1-9])")
# 「火属性」: the icon named by the attribute it stands for (2.1.13.2)
_ICON_WORD = re.compile(r"([火水土風聖魔])属性")


def spell_icons(text: str) -> str:
    """「スペル:x」's x as its icons (13.1.3.1: 火 / 水 / 土 / 風 / 聖 / 魔 / *, one or more), in the
    forms a printer sets them: bare or each in a bracket (「【火】【水】」), with or without
    spaces / 「・」 / 「、」 / 「/」 / 「+」 between them, 「火×2」 for 「火火」, 「火属性」 for 「火」; ""
    when any part is not one (``spell_not_icons`` names it)."""
    icons = _spell_text(text)
    return icons if icons and all(x in SPELL_ICONS for x in icons) else ""


def _spell_text(text: str) -> str:
    t = text.replace("＊", "*").replace("\u2217", "*")
    t = _ICON_BRACKETS.sub(r"\1", t)
    t = _ICON_WORD.sub(r"\1", t)
    t = _ICON_TIMES.sub(lambda m: m.group(1) * int(m.group(2)), t)
    return _ICON_SEPARATORS.sub("", t)


def spell_not_icons(text: str) -> str:
    """Why 「スペル:x」's x is not read (``spell_icons`` gave ""): what in it is not one of
    13.1.3.1's icons — a number (how many slots, not which icons), or the characters named."""
    t = _spell_text(text)
    if not t:
        return f"「スペル:{text}」: no spell-slot icon after the colon (13.1.3.1) — not run"
    if t.isdigit():
        return (
            f"「スペル:{text}」: a number, not spell-slot icons (13.1.3.1: x is icons of "
            "火/水/土/風/聖/魔/*) — which icons is not said; not run"
        )
    bad = "".join(dict.fromkeys(c for c in t if c not in SPELL_ICONS))
    return (
        f"「スペル:{text}」: 「{bad}」 is not a spell-slot icon of 13.1.3.1 "
        "(火/水/土/風/聖/魔/*) — not run"
    )


_PLAIN_TIMINGS = {
    "普通": "normal",
    "対抗": "counter",
    "イニシアチブ": "initiative",
    "戦闘": "combat",
    "メイン": "main",
}
_LIMITS = {
    "攻撃": "attack",
    "消耗品": "consumable",
    "戦闘スペル": "spell",
    "◎(宣言型)特殊能力": "◎",
    "□(完了型)特殊能力": "□",
    "×(自爆型)特殊能力": "×",
}


def _limited(name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A timing notation with [対抗:～限定] (10.9.6): a [対抗] timing that answers only a chain
    holding a declaration of that kind. Returns (timings, limits)."""
    timings: list[str] = []
    limits: list[str] = []
    for part in name.replace("|", "/").replace("／", "/").split("/"):
        part = part.strip().replace("：", ":").replace("（", "(").replace("）", ")")
        if part.startswith("対抗:") and part.endswith("限定"):
            kind = _LIMITS.get(part[3:-2])
            if kind is None:
                raise Unsupported(f"the timing [{part}] not run yet")
            timings.append("counter")
            limits.append(kind)
        elif part in _PLAIN_TIMINGS:
            timings.append(_PLAIN_TIMINGS[part])
        else:
            raise Unsupported(f"the timing [{part}] not run yet")
    return tuple(dict.fromkeys(timings)), tuple(limits)


# 発揮時期 (14.7.2) the engine reaches, as written, and the event the procedure raises there:
# the start of the battle (8.3.1) and of its timings (8.3.2.2, 8.3.3.5, 8.3.4.3, 8.3.5.2, 8.3.6.2,
# 8.3.8.2), the end of the instant summon and formation timings (8.3.2.10, 8.3.3.13), the declaration of an
# advance (12.2.5.1.1), its destinations fixed (12.2.5.1.4) and its end (12.2.5.1.8), a terrain's
# own placement (「この地形配置時」, 12.1.1.2.8), the start of the phases (7.2.2, 7.3.2, 7.4.2, 7.5.2: 「手札調整フェイズ
# 開始時」 is met at either hand adjustment phase's) and the end of the end declaration phase
# (7.6.2). Any other is refused by name.
MOMENTS = {
    "戦闘開始時": "battle_start",
    "イニシアチブ決定タイミング開始時": "initiative",
    "即時召喚タイミング開始時": "instant_start",
    "即時召喚タイミング終了時": "instant_end",
    "隊列変更タイミング開始時": "formation_start",
    "隊列変更タイミング終了時": "formation_end",
    "先攻普通タイミング開始時": "first_normal_start",
    "後攻普通タイミング開始時": "second_normal_start",
    "戦闘終了タイミング開始時": "battle_end_start",
    "進軍宣言時": "advance_declared",
    # the attack's declaration (9.1, 10.1.9): 「～宣言時」 at each declaration (14.7.3.6)
    "攻撃宣言時": "attack_declared",
    "進軍先確定時": "advance_fixed",
    "進軍終了時": "advance_end",
    "この地形配置時": "placed_this",
    "地形配置宣言時": "placement_declared",
    "普通召喚宣言時": "normal_summon_declared",
    "即時召喚宣言時": "instant_summon_declared",
    "第1手札調整フェイズ開始時": "hand1_start",
    "第2手札調整フェイズ開始時": "hand2_start",
    "手札調整フェイズ開始時": "hand_start",
    "メインフェイズ開始時": "main_start",
    "普通召喚フェイズ開始時": "summon_start",
    "終了宣言フェイズ終了時": "end_end",
    # no step of 7.6 makes it happen; 4.7.4 reads 「～の開始時に」 as a phase's start: whether it
    # triggers is a reading (mc end_declaration_start, ``turn.end_phase``)
    "終了宣言フェイズ開始時": "end_start",
    # the ends of the phases and timings (7.2.6, 7.3.5, 7.4.6, 7.5.6, 8.3.4.10, 8.3.5.10,
    # 8.3.6.10): raised by the procedure before the check step that closes them
    "第1手札調整フェイズ終了時": "hand1_end",
    "第2手札調整フェイズ終了時": "hand2_end",
    "手札調整フェイズ終了時": "hand_end",
    "メインフェイズ終了時": "main_end",
    "普通召喚フェイズ終了時": "summon_end",
    "イニシアチブ決定タイミング終了時": "initiative_end",
    "先攻普通タイミング終了時": "first_normal_end",
    "後攻普通タイミング終了時": "second_normal_end",
}
# 発揮時期 the procedures do not have (a ● ability triggers at a moment the turn's or the
# battle's steps make happen, 14.7.3.5, 7.2.2 …): refused with the clauses that show it, not
# read as a nearby moment by guess
NO_SUCH_MOMENT = {
    "戦闘終了時": "the battle's end timing makes 「戦闘終了タイミング開始時」 happen (8.3.8.2) and no "
    "「戦闘終了時」; that names the end of durations (4.6.9, 10.16.3)",
    "同時攻撃タイミング開始時": "the simultaneous attack timing (8.3.7) has no step raising the "
    "triggers of its start (its steps 8.3.7.2-8.3.7.7; 「…開始時」で示される誘発条件が発生します is said of "
    "the normal timings and the end timing only, 8.3.5.2, 8.3.6.2, 8.3.8.2), and every ability's "
    "effect is lost until 8.3.7.5 (8.3.7.3)",
    # an attack is declared against a party, never a unit (9.1: 「対象:敵軍パーティ」): which
    # unit an attack is declared 「に」 is not said
    "このユニットに攻撃が宣言された時": "an attack's target is the enemy party (9.1 「対象:敵軍パーティ」), "
    "not a unit: when an attack is declared 「on this unit」 is not said",
    # the battle's timings are those of 8.3.2-8.3.8 (即時召喚, 隊列変更, イニシアチブ決定, 先攻 /
    # 後攻普通, 同時攻撃, 戦闘終了): a 「ダメージ決定タイミング」 is none of them
    **{
        f"ダメージ決定タイミング{edge}": "the battle's timings are 即時召喚 / 隊列変更 / イニシアチブ決定 / "
        "先攻普通 / 後攻普通 / 同時攻撃 / 戦闘終了タイミング (8.3.2-8.3.8): there is no "
        "「ダメージ決定タイミング」, so which moment it names is not said"
        for edge in ("開始時", "終了時")
    },
    "戦闘終了タイミング終了時": "the battle's end timing raises the triggers of its start only "
    "(8.3.8.2); no step of it (8.3.8.1-8.3.8.6) raises those of its end (13.1.2.5 / 13.1.3.3 use "
    "the words for the slots made unspent, 8.3.8.5)",
}
# the turn's own moments (7.1.1: a turn is its phases a.-e. in order): its start, the start of its
# first phase (the engine's reading, mc turn_start_moment: no step of chapter 7 names it), and its
# end, which 7.6.2 names (「ターン終了時に発揮される効果がある場合、この段階で誘発します」)
# the card's own leaving of the battlefield (a zone-move trigger, 10.5.4): 「破棄された」 its move
# to the discard pile (12.4.1), a death among them (12.6.1: a death discards it from the
# battlefield), 「死亡した」 a death only — raised by its move, not by a procedure's moment, and
# read with the card's information as it was on the battlefield (10.5.4.1.2; ``_mc/leave.py``)
LEAVE_MOMENTS = {
    "このユニットが破棄された時": "this_discarded",
    "このユニットが死亡した時": "this_died",
}
MOMENTS.update(LEAVE_MOMENTS)
MOMENTS["ターン開始時"] = "turn_start"
MOMENTS["ターン終了時"] = "turn_end"
# 「自軍」 / 「敵軍」 before a moment of the turn (「自軍ターン開始時」, 「敵軍のメインフェイズ開始時」):
# only in the turn whose advancing side is that card's owner / its opponent (7.1.2.1) — the
# shared trigger's ``during`` (``you`` / ``opponent``)
_MOMENT_SIDES = {"自軍": "you", "敵軍": "opponent"}
_SIDED = re.compile(r"(自軍|敵軍)の?(.+)")
# the moments a side may name: the turn's and its phases' (7.1.1, 7.2-7.6), not a battle's or a
# declaration's (whose 「自軍」 would say whose battle or whose declaration)
TURN_MOMENTS = frozenset(
    {
        "turn_start",
        "turn_end",
        "hand1_start",
        "hand2_start",
        "hand_start",
        "main_start",
        "summon_start",
        "end_start",
        "end_end",
        "hand1_end",
        "hand2_end",
        "hand_end",
        "main_end",
        "summon_end",
    }
)
# the moments within a battle: a ● [戦闘] ability triggers at no other (14.7.3.1)
BATTLE_MOMENTS = (
    "battle_start",
    "instant_start",
    "instant_end",
    "formation_start",
    "formation_end",
    "initiative",
    "first_normal_start",
    "second_normal_start",
    "battle_end_start",
    "instant_summon_declared",
    "attack_declared",
    "initiative_end",
    "first_normal_end",
    "second_normal_end",
)


# 「このユニットの～宣言時」: the declarations a unit makes, known as they are declared — the
# attack's (9.1: every unacted unit of the side attacks, 10.1.9: 「攻撃」の宣言); the ● ability
# triggers only when its unit (4.7.2) is one of the declarers (``play.fire``'s ``by``)
_BY_THIS = "このユニットの"
# 「このユニット / このアイテムを装備しているユニットがXを宣言した時」: the unit, and X declared
_DECLARED_BY_UNIT = re.compile(
    r"(このユニット|この(?:アイテム|装備品)を装備しているユニット)が(.+)を宣言した時"
)
DECLARED_BY = frozenset({"attack_declared"})
# the declarations whose units are chosen after them: refused by name
NOT_DECLARED_BY = {
    "advance_declared": "the units that advance are chosen after the declaration (12.2.5.1.1, "
    "12.2.5.1.2): whether 「このユニット」 is the advance's at its declaration is not said",
}


def _standing_leave(node: Any) -> tuple[Any, str | None]:
    """A ○ ability opening with 「このユニットが死亡した時に、」 / 「このユニットが破棄された時に、」 (a
    nominal step 「…時に」 before its effect): the node without that step, and the moment
    (``LEAVE_MOMENTS``); (node, None) for any other."""
    from grammar.render import render_body

    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if not sents or len(sents[0].steps) < 2:
        return node, None
    first = sents[0].steps[0]
    b = first.body
    if getattr(b, "verb", None) != "when" or len(getattr(b, "args", ())) != 1:
        return node, None
    terms = getattr(b.args[0].value, "terms", ())
    if first.condition is not None or first.lead is not None or len(terms) != 1:
        return node, None
    clause = getattr(terms[0], "clause", None)
    if clause is None:
        return node, None
    moment = LEAVE_MOMENTS.get(render_body(clause) + "時")
    if moment is None:
        return node, None
    rest = replace(sents[0], steps=sents[0].steps[1:])
    return replace(node, effect=replace(node.effect, sentences=(rest, *sents[1:]))), moment


def _trigger_hook(t: Any, v: Any) -> _ir.Trig:
    """A ● ability's 〈発揮:…〉 (14.7.2): the moment as written (``MOMENTS``), as its event;
    other 発揮時期 are not run yet."""
    from grammar.render import render_body

    ev = getattr(t, "event", None)
    if ev is None or getattr(t, "during", None) is not None:
        raise Unsupported("〈発揮:…〉 of a form not run yet")
    written = render_body(ev)
    side = None
    when = written
    by_this = written.startswith(_BY_THIS)
    wearer = False
    if by_this:
        # 「このユニットの攻撃宣言時」: the declaration of the unit 「このユニット」 names (4.7.2)
        when = written[len(_BY_THIS) :]
    declared = _DECLARED_BY_UNIT.fullmatch(written)
    if declared is not None:
        # 「このユニットが攻撃を宣言した時」: the same moment as 「このユニットの攻撃宣言時」 — the
        # declaration (「～宣言時」, 14.7.3.6) made by that unit; 「このアイテムを装備しているユニットが
        # …」 is the unit wearing the item, which 「このユニット」 names on an item (4.7.2): on any
        # other card it names none and the ability never triggers (``play.fire``)
        by_this, wearer = True, declared.group(1) != "このユニット"
        when = declared.group(2) + "宣言時"
    sided = _SIDED.fullmatch(written)
    if sided is not None and written not in MOMENTS:
        # 「自軍ターン開始時」 / 「敵軍のメインフェイズ開始時」: the side, and the moment after it
        side, when = _MOMENT_SIDES[sided.group(1)], sided.group(2)
    plain = re.sub(r"の(開始時|終了時|宣言時)$", r"\1", when)
    if when not in MOMENTS and plain in MOMENTS:
        # 「戦闘の開始時」: the moment 「戦闘開始時」 (8.3.1 「戦闘の開始」) written with の — the
        # same words, the same moment (4.7.4 reads 「～の開始時」 as the start)
        when = plain
    if when in NO_SUCH_MOMENT or plain in NO_SUCH_MOMENT:
        key = when if when in NO_SUCH_MOMENT else plain
        raise Unsupported(f"〈発揮:{written}〉: {NO_SUCH_MOMENT[key]} — not run")
    if when not in MOMENTS:
        raise Unsupported(f"〈発揮:{written}〉 not run yet")
    event = MOMENTS[when]
    if side is not None and event not in TURN_MOMENTS:
        raise Unsupported(
            f"〈発揮:{written}〉: a side before a moment other than a turn's not run yet"
        )
    if by_this and event not in DECLARED_BY:
        raise Unsupported(
            f"〈発揮:{written}〉: "
            + NOT_DECLARED_BY.get(event, "「このユニットの」 before a moment no unit declares")
            + " — not run"
        )
    subject = _ir.Sel(ref="worn" if wearer else "this") if by_this else None
    return _ir.Trig(event, during=side, subject=subject)


# 「1回の戦闘に」: one battle, the span of a limit of uses (``battle_use_limit``)
_ONE_BATTLE = A.NounPhrase(
    (A.Count(A.Number(1), "times"), A.Word("combat")),
    ("の",),
)


def _effect_as_ability(sent: Any) -> Any:
    """「この効果は…回しか使用できない」: the effect of a used ability is brought about only by
    declaring its use (10.1: 使用の宣言 … 効果の解決), so a limit on using 「この効果」 is one on using
    the ability — read as 「この特殊能力は…」 (the topic ``shared.use_limit`` knows). Any other
    sentence as it is."""
    steps = getattr(sent, "steps", ())
    b = steps[0].body if len(steps) == 1 else None
    args = tuple(getattr(b, "args", ()) or ())
    this_effect = A.NounPhrase((A.Ref("this"), A.CardKind("effect")), ("",))
    if getattr(b, "verb", None) not in ("use", "do") or not any(
        a.role is A.Role.TOPIC and a.value == this_effect for a in args
    ):
        return sent
    ability = A.NounPhrase((A.Ref("this"), A.CardKind("special_ability")), ("",))
    new = tuple(
        replace(a, value=ability) if a.role is A.Role.TOPIC and a.value == this_effect else a
        for a in args
    )
    return replace(sent, steps=(replace(steps[0], body=replace(b, args=new)),))


def battle_use_limit(sent: Any) -> int | None:
    """「この効果 / この特殊能力は1回の戦闘にN回しか使用できない / N回まで使用できる」: N, the uses the
    ability's text allows in one battle (8.1.1-8.3.8.6) — ``shared.use_limit``'s sentence with a
    battle in place of a turn (the same topic, the same count); None for any other sentence."""
    steps = getattr(sent, "steps", ())
    b = steps[0].body if len(steps) == 1 else None
    if getattr(b, "verb", None) not in ("use", "do"):
        return None
    goal = [a for a in b.args if a.role is A.Role.GOAL]
    if len(goal) != 1 or goal[0].value != _ONE_BATTLE:
        return None
    one_turn = A.Arg(A.Role.GOAL, A.NounPhrase((A.Count(A.Number(1), "turn"),), ()))
    as_turn = replace(b, args=tuple(one_turn if a is goal[0] else a for a in b.args))
    return shared.use_limit(replace(sent, steps=(replace(steps[0], body=as_turn),)))


def _label_hook(lab: Any, h: Any, v: Any) -> bool:
    """The mark, the name and the timing of a special ability (chapter 14, 10.9): read by
    ``compile_ability`` before the shared compiler (``_header``)."""
    return lab.kind in ("mark", "name", "timing")


# the keywords that are construction rules (15.5.1-15.5.3: applied when the deck is built, no
# ability): 「構築ルール:…」 and 枚数制限解除 (15.5.3.1)
_DECK_RULES = frozenset({"deck_rule", "unlimited_copies"})

VOCAB: _vocabs.Vocab | None = None


def _vocab() -> _vocabs.Vocab:
    """MC's words as the shared compiler reads them: none of the shared tables (its notation
    is read by the hooks)."""
    return _vocabs.Vocab(
        game="mc",
        zones={},
        kinds={},
        stats={},
        hooks={"label": (_label_hook,), "trigger": (_trigger_hook,), "step": (_step_hook,)},
    )


def _header(node: Any) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """The mark, the name, the timings and the [対抗:～限定] limits of an ability's labels."""
    marks = [lb.name for lb in node.labels if lb.kind == "mark"]
    names = [lb.name for lb in node.labels if lb.kind == "name"]
    timings: tuple[str, ...] = ()
    limits: tuple[str, ...] = ()
    for lb in node.labels:
        if lb.kind != "timing":
            continue
        if "限定" in lb.name:
            t, lim = _limited(lb.name)
            timings += t
            limits += lim
        else:
            timings += tuple(lb.timings)
    if not marks:
        raise Unsupported("an ability without a mark (□×◎○◇●▽) not run yet")
    return marks[0], names[0] if names else "", timings, limits


# the card types whose text is used from the hand only: a battle spell card (2.1.3.1) and a
# consumable item card (2.1.2.1.1) are used by the use procedure (10.1.9, 14.6.3.1)
_USED_FROM_HAND = ("spell", "item")


def _otherwise_split(node: Any) -> tuple[Any, bool]:
    """「(対象が…)の場合、A。そうでない場合、B。」: the condition before the effect (10.12.1) with
    its other branch — A under the condition, B under its not holding. Returned: the node with
    the condition moved onto A's step and B's (a step's own condition, ``Guarded``; B is made
    ``otherwise`` after the steps are read) and True; else the node and False. One step in each
    branch only: the condition is read once for both (a step of A could change what it asks)."""
    cond = node.condition
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if cond is None or getattr(cond, "marker", None) not in ("baai", "no_baai") or len(sents) != 2:
        return node, False
    a, b = sents
    if len(a.steps) != 1 or len(b.steps) != 1:
        return node, False
    sa, sb = a.steps[0], b.steps[0]
    if (
        sb.lead != "otherwise"
        or sa.lead is not None
        or sa.condition is not None
        or sb.condition is not None
        or sa.lead_inner is not None
        or sb.lead_inner is not None
    ):
        return node, False
    split = (
        replace(a, steps=(replace(sa, condition=cond),)),
        replace(b, steps=(replace(sb, lead=None, condition=cond),)),
    )
    return replace(node, condition=None, effect=replace(node.effect, sentences=split)), True


def _unmarked_header(node: Any, card_type: str | None) -> Any:
    """An ability printed without its mark but with its timing (「[普通]〈対象:…〉」 and the effect,
    as some card lists print a battle spell's or a consumable's text): on a battle spell or an
    item card it is the ◇ ability its card is used by — the only special ability used from the
    hand (14.6.1: 「◇特殊能力の記された…戦闘スペルカード、消耗品カード」, 14.6.3.1); an item card
    whose 分類 is 装備品 is then refused at its use (2.1.24.2, ``play._use``). On another card,
    or one whose type is not given, which kind it is is not said: refused."""
    if any(lb.kind == "mark" for lb in node.labels):
        return node
    timed = [lb for lb in node.labels if lb.kind == "timing"]
    if not timed:
        got = _untimed(node, card_type)
        if (
            card_type in _USED_FROM_HAND
            and got.target is not None
            and not any(lb.kind == "mark" for lb in got.labels)
        ):
            # a battle spell's / consumable's text is the ◇ ability it is used by (14.6.1,
            # 14.6.3.1), but a use is declared only in the timing its notation names (10.9.2-
            # 10.9.10); with none printed no timing allows it, and 10.9.11 (no notation: always)
            # is said of a card on the battlefield, not one in the hand
            raise Unsupported(
                "an ability without a mark (□×◎○◇●▽) or a timing notation on "
                + ("a battle spell" if card_type == "spell" else "an item")
                + " card: it would be the ◇ its card is used by (14.6.1, 14.6.3.1), but a use is "
                "declared only in the timing its notation names (10.9.2-10.9.10) and none is "
                "printed; 10.9.11 (no notation) is said of a card on the battlefield"
                + ("" if card_type == "spell" else ", and the item's 分類 (2.1.2.1) is not given")
                + " — not run"
            )
        return got
    if card_type not in _USED_FROM_HAND:
        raise Unsupported(
            "an ability without a mark (□×◎○◇●▽) on "
            + (f"a card of type {card_type}" if card_type else "a card whose type is not given")
            + ": which special ability it is is not said (14.2.2–14.8.2 print each with its "
            "mark; only a battle spell's / consumable's is the ◇ used from the hand, 14.6.1)"
        )
    mark = A.Label("◇", "mark", A.Span(timed[0].span.start, timed[0].span.start))
    return replace(node, labels=(mark, *node.labels))


# the keywords followed by 「○○の地形」 (15.4.7.2, 15.4.8.2, 15.4.10.2)
_TERRAIN_KEYWORDS = ("normal_summon", "instant_summon", "special_advance")


def _sentence_after_mark(node: Any) -> Any:
    """「○このユニットが死亡する場合、代わりに…。」: a mark followed at once by a sentence, with no
    name, timing or 〈…〉 (14.1.2's parts are each optional but the effect): the structural
    grammar takes the words after the mark as the ability's name (labels), though a name holds no
    「、」 / 「。」 — read as the mark and the sentence as its effect (the sentence typed alone, the
    mark kept). Any other node is returned as it is."""
    labels = tuple(getattr(node, "labels", ()) or ())
    if (
        getattr(node, "effect", None) is not None
        or getattr(node, "trigger", None) is not None
        or getattr(node, "cost", None) is not None
        or getattr(node, "target", None) is not None
        or getattr(node, "fields", ())
        or len(labels) < 3
        or labels[0].kind != "mark"
        or any(lb.kind != "name" or lb.timings for lb in labels[1:])
    ):
        return node
    text = "".join(lb.name for lb in labels[1:])
    if not text.endswith("。") or "、" not in text:
        return node
    from ruling.abilities import _parser

    parse = _parser()
    card = getattr(parse(text, "mc"), "card", None) if parse is not None else None
    inner = tuple(getattr(card, "abilities", ()) or ())
    if (
        len(inner) != 1
        or not isinstance(inner[0], A.Ability)
        or inner[0].labels
        or inner[0].effect is None
    ):
        return node
    return replace(inner[0], labels=labels[:1])


# the acts a player is made to do (「対象に手札を1枚破棄させる」: the player so named does it)
_MADE_TO_ACT = frozenset({"destroy", "replenish", "draw", "choose"})
# the acts a card is made to undergo with no one named to do them (「対象を破棄させる」, 「対象を
# 手札に戻させる」, 「対象を行動完了にさせる」): the effect does them, as 「…する」 says
_MADE_TO_UNDERGO = frozenset({"destroy", "return", "move", "do"})
_CAUSATIVE_FORMS = {"causative": "final", "causative_cont": "continuative"}


def _agent(terms: list[Any]) -> bool:
    """「対象に」 / 「自軍 / 敵軍(プレイヤー)に」: a player named as the one made to act."""
    shape = _shape(terms)
    if shape == [("Word", "target")]:
        return True
    return bool(terms) and all(_cls(t) == "Owner" for t in terms)


def _causative_as_act(node: Any) -> Any:
    """「XにVさせる」 / 「XをVさせる」: the rules' acts in the causative (the effect makes a player
    or a card do / undergo them) read as the act itself — 「対象に手札を1枚破棄させる」 as 「対象は
    手札を1枚破棄する」 (the player made to act is the one who does it: 12.3.1 replenishing,
    12.4.1 discarding, 10.1.7 choosing are a player's), 「対象を破棄させる / 手札に戻させる / 本陣に
    移動させる / 行動完了にさせる」 as 「…する」 (nothing but the effect does them, 10.18.1).
    A causative of any other shape is left as printed (refused where it is read; 死亡させる,
    失わせる, 消失させる have their own readings)."""

    def fold(x: Any) -> Any:
        if not isinstance(x, A.Action) or x.form.value not in _CAUSATIVE_FORMS:
            return x
        form = A.Form(_CAUSATIVE_FORMS[x.form.value])
        roles = [a.role.value for a in x.args]
        goals = [a for a in x.args if a.role.value == "goal"]
        if (
            x.verb in _MADE_TO_ACT
            and len(goals) == 1
            and "topic" not in roles
            and "object" in roles
            and _agent(list(_terms(goals[0].value)))
        ):
            args = tuple(replace(a, role=A.Role.TOPIC) if a is goals[0] else a for a in x.args)
            return replace(x, args=args, form=form)
        if (
            x.verb in _MADE_TO_UNDERGO
            and "object" in roles
            and not any(_agent(list(_terms(g.value))) for g in goals)
        ):
            if x.verb == "do" and [_shape(_terms(g.value)) for g in goals] not in (
                [[("Word", "action_complete")]],
                [[("Word", "not_acted")]],
            ):
                return x
            return replace(x, form=form)
        if x.verb in _MADE_TO_ACT | _MADE_TO_UNDERGO and not x.args and form.value == "final":
            # 「…を1枚選ばせ、破棄させる」: the second act, its doer and object the first's
            return replace(x, form=form)
        return x

    return A.rebuild(node, fold)


def _permission_spelling(node: Any) -> Any:
    """「～してよい」 read as 「～してもよい」: the rules name a step left to the player's choice
    「～してもよい」 (10.1.7, 10.1.14: whether it is done is chosen when the effect comes); 「～してよい」
    is the same word printed without 「も」, which the grammar types as another form
    (``Form.OPTIONAL``). Every step of the ability read in the document's one form
    (``Form.PERMISSIVE``), so that each reading that knows the permission knows both spellings."""

    def fold(x: Any) -> Any:
        if isinstance(x, A.Action) and x.form is A.Form.OPTIONAL:
            return replace(x, form=A.Form.PERMISSIVE)
        return x

    return A.rebuild(node, fold)


def _quoted_terrain_param(node: Any) -> Any:
    """「特殊進軍「属性:土」の地形」 / 「普通召喚 「属性:土」の地形」: the 「○○の地形」 after the keyword
    (15.4.7.2, 15.4.8.2, 15.4.10.2) printed with the quote around ○○ only — the grammar takes
    「属性:土」 as the keyword's parameter and leaves 「の地形」 as an untyped line. Read as the
    keyword with the parameter 「「属性:土」の地形」 (the form the rules print); any other node is
    returned as it is."""
    kw = node.keyword
    if kw is None or kw.id not in _TERRAIN_KEYWORDS or node.labels or len(kw.params) != 1:
        return node
    if node.target is not None or node.cost is not None or node.condition is not None:
        return node
    steps = [st for se in getattr(node.effect, "sentences", ()) or () for st in se.steps]
    body = steps[0].body if len(steps) == 1 and steps[0].condition is None else None
    text = getattr(kw.params[0], "text", None)
    if _cls(body) != "Unparsed" or str(body.text).strip() != "の地形" or not text:
        return node
    name = replace(kw.params[0], text=f"「{text}」の地形")
    args = tuple(replace(a, value=name) for a in kw.args if a.value == kw.params[0])
    if len(args) != len(kw.args):
        return node
    return replace(
        node,
        kind=A.AbilityKind.KEYWORD,
        keyword=replace(kw, params=(name,), args=args),
        effect=None,
    )


# the card types whose card stays on the battlefield with its text (a unit 2.1.1.2, a terrain
# 2.1.4.1.1; an equipment 2.1.2.1.2.2 — an item card is one when 〈対象:装備ユニット〉 names its
# wearer)
_ON_THE_FIELD = ("unit", "terrain")


def _untimed(node: Any, card_type: str | None) -> Any:
    """An ability printed with neither mark nor timing but with its 〈対象:…〉 (and the effect) on
    a card that stays on the battlefield — a unit or terrain card, or an item card whose
    〈対象:装備ユニット〉 names the unit wearing it (an equipment, 2.1.2.1.2.3): 10.9.11's
    ability without a timing notation, 「場にカードが存在する限り、発揮時期やカードテキストで
    示されている発揮する条件を満たせば常に効果を発揮します」 — with no 〈発揮:…〉, in force while its
    card is on the battlefield, as a ○ ability without a timing notation (14.5.4.2); with one,
    triggered at it, as a ● ability is (14.7.1). Read with that mark; any other node as it is
    (a line with no 〈対象:…〉 is read below as card information or refused by ``_header``)."""
    if node.target is None and card_type == "item":
        node = _wearer_named_as_target(node)
    if node.labels or node.target is None or node.keyword is not None:
        return node
    try:
        got = _target(node.target)
    except Unsupported:
        got = None
    # 〈対象:装備ユニット〉, or 〈対象:このユニット〉 — on an equipment the unit wearing it (4.7.2)
    worn = got is not None and (got.worn or got.kind == "this_unit")
    if card_type not in _ON_THE_FIELD and not (card_type == "item" and worn):
        return node
    if node.cost is not None or getattr(node.condition, "marker", None) == "activation":
        return (
            node  # a cost / 〈発動条件:…〉 is a used ability's (14.2-14.4, 14.8): which, not said
        )
    at = getattr(node.target, "span", None)
    start = at.start if at is not None else 0
    mark = A.Label("●" if node.trigger is not None else "○", "mark", A.Span(start, start))
    return replace(node, labels=(mark,))


# what a unit is given to hold (10.14.1: a characteristic, a standing ability, a value's change)
_HELD_TERMS = ("Standing", "Characteristic", "StatValue")


def _wearer_named_as_target(node: Any) -> Any:
    """「装備ユニットを「攻撃力:+1」する。」: an ability of an item card with neither mark, timing
    nor 〈対象:…〉 whose effect names the unit wearing the item (「装備ユニット」, or 「このユニット」,
    which names that unit on an equipment, 4.7.2) — an effect on something not a target, applied
    because the text says it (10.10.4) to the one unit it names. Read as 〈対象:装備ユニット〉 with
    each mention 「対象」: the same one unit, existing exactly while the item is worn — the ability
    then read by ``_untimed`` (10.9.11). Any other node (another thing named, a cost, a trigger, a
    condition of the ability as a whole, another object in a step) as it is."""
    if node.labels or node.keyword is not None or node.cost is not None:
        return node
    if node.trigger is not None or node.effect is None:
        return node
    if node.condition is not None and getattr(node.condition, "marker", None) not in (
        "baai",
        "no_baai",
    ):
        return node  # (「…の場合、」 only: 〈発動条件:…〉 is a used ability's, 14.8)
    from grammar.ast import walk

    wearer = ("equipped_unit", "this_unit")
    refs = [n for n in walk(node.effect) if _cls(n) == "Ref" and n.id in wearer]
    if not refs:
        return node
    for st in (st for se in node.effect.sentences for st in se.steps):
        args = tuple(getattr(st.body, "args", ()) or ())
        # 「装備ユニットは「ディフェンダー:1」を持つ / 得る」, 「装備ユニットに「耐性:火炎」を付与
        # する」: the unit, as topic / goal, holds what the object names — a standing ability, a
        # characteristic or a value's change (10.14.1), nothing acted on
        held = any(
            a.role in (A.Role.TOPIC, A.Role.GOAL)
            and all(_cls(t) == "Ref" and t.id in wearer for t in _terms(a.value))
            for a in args
        )
        for a in args:
            ts = _terms(a.value) if a.role is A.Role.OBJECT else ()
            if held and ts and all(_cls(t) in _HELD_TERMS for t in ts):
                continue
            if ts and not all(_cls(t) == "Ref" and t.id in wearer for t in ts):
                return node  # a step on something else besides: not the one unit
    here = A.NounPhrase(terms=(A.Ref("equipped_unit"),), links=())
    target = A.Action(
        verb="be", args=(A.Arg(role=A.Role.PREDICATE, value=here),), form=A.Form.NOMINAL
    )

    def swap(n: Any) -> Any:
        if _cls(n) == "Ref" and n.id in wearer:
            return A.Word("target")
        if isinstance(n, tuple):
            return tuple(swap(x) for x in n)
        if hasattr(n, "__dataclass_fields__"):
            return replace(n, **{f: swap(getattr(n, f)) for f in n.__dataclass_fields__})
        return n

    return replace(node, target=target, effect=swap(node.effect), fields=("対象",))


def _unless_not_brought_about(node: Any) -> Any:
    """「…する。Cでない場合、この戦闘スペル / このカードは効果を発揮しない。」 (C printed negated):
    the effect is brought about only where C holds — C read as the condition of the ability
    (10.12.1, 10.12.2: an ability's effect is not applied unless its condition is met), the last
    sentence taken off. Only with C in the negative form (its positive is then the condition,
    read as 「Cの場合、…」 is), the ability having no condition of its own and the first step none
    of its own; any other node is returned as it is."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1 or node.condition is not None:
        return node
    first = sents[0].steps[0] if sents[0].steps else None
    if first is None or first.condition is not None or first.lead is not None:
        return node
    st = sents[-1].steps[0]
    body, cond = st.body, st.condition
    if (
        cond is None
        or getattr(cond, "marker", None) != "baai"
        or st.lead is not None
        or getattr(body, "verb", None) != "do"
        or getattr(getattr(body, "form", None), "value", None) != "negative"
        or getattr(body, "modal", None) is not None
    ):
        return node
    roles = {a.role.value: _terms(a.value) for a in body.args}
    if (
        set(roles) != {"topic", "object", "none"}
        or not _is_this_card(tuple(roles["topic"]))
        or _shape(roles["object"]) != [("CardKind", "effect")]
        or [getattr(t, "text", None) for t in roles["none"]] != ["発揮"]
    ):
        return node
    cl = cond.clause
    if getattr(getattr(cl, "form", None), "value", None) != "negative":
        return node
    positive = replace(cl, form=A.Form.NOMINAL if cl.verb == "be" else A.Form.FINAL)
    marker = "no_baai" if cl.verb == "be" else "baai"
    return replace(
        node,
        condition=replace(cond, clause=positive, marker=marker),
        effect=replace(node.effect, sentences=sents[:-1]),
    )


def _says_not_brought_about(st: Any) -> bool:
    """「この戦闘スペル / このカードは効果を発揮しない」 / 「この特殊能力は(効果を)発揮しない」: the
    ability's effect is not brought about (its card or the ability itself named, 4.7.2)."""
    body = st.body
    if (
        getattr(body, "verb", None) != "do"
        or getattr(getattr(body, "form", None), "value", None) != "negative"
        or getattr(body, "modal", None) is not None
    ):
        return False
    roles = {a.role.value: _terms(a.value) for a in body.args}
    if len(roles) != len(body.args) or [
        getattr(t, "text", None) for t in roles.get("none", ())
    ] != ["発揮"]:
        return False
    topic = tuple(roles.get("topic", ()))
    ability = _shape(list(topic)) == [("Ref", "this"), ("CardKind", "special_ability")]
    if not (ability or _is_this_card(topic)):
        return False
    if "object" in roles:
        return set(roles) == {"topic", "object", "none"} and _shape(roles["object"]) == [
            ("CardKind", "effect")
        ]
    return ability and set(roles) == {"topic", "none"}


def _otherwise_not_brought_about(node: Any) -> Any:
    """Two more ways of printing that the effect is brought about only where a condition holds
    (10.12.1, 10.12.2: an ability's effect is not applied unless its condition is met), read as
    「Cの場合、…する。」:

    * 「Cの場合、…する。そうでない場合、このスペルは効果を発揮しない。」 — C is already the
      ability's condition (the grammar reads the first sentence's 「Cの場合、」 so): the last
      sentence, which says what not meeting it already means, taken off. Only with the one
      sentence before it.
    * 「…する。Cの場合、この特殊能力は発揮しない。」 — C printed positive with a verb (「この地形に
      …が存在する場合」): its negative (「…が存在しない場合」) is the ability's condition, the last
      sentence taken off. Only with the ability having no condition of its own and its first step
      none.

    Any other node is returned as it is."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return node
    st = sents[-1].steps[0]
    if not _says_not_brought_about(st):
        return node
    if node.condition is not None:
        if len(sents) != 2 or st.lead != "otherwise" or st.condition is not None:
            return node
        return replace(node, effect=replace(node.effect, sentences=sents[:-1]))
    first = sents[0].steps[0] if sents[0].steps else None
    if first is None or first.condition is not None or first.lead is not None:
        return node
    cond = st.condition
    if cond is None or getattr(cond, "marker", None) != "baai" or st.lead is not None:
        return node
    cl = cond.clause
    if _cls(cl) != "Action" or getattr(getattr(cl, "form", None), "value", None) != "final":
        return node
    negative = replace(cl, form=A.Form.NEGATIVE)
    return replace(
        node,
        condition=replace(cond, clause=negative),
        effect=replace(node.effect, sentences=sents[:-1]),
    )


# words some card texts use for a player's side in a battle that the rules never name: a side is
# 進軍側 or 守備側 (1.3.7, 7.1.2.1; 8.1.1: a battle arises as the 進軍側's unit advances onto the
# 守備側's terrain) — which of the two such a word means is not said
_SIDE_WORDS_NOT_IN_THE_RULES = ("防衛側", "攻撃側", "防御側")
# words of a condition asking who won a battle: the rules give a battle no winner — its result is
# the advance's success or failure (8.4.1-8.4.8, 12.2.5.2.1), and 勝利 / 敗北 are the game's
# (1.2.2.1, 11.2)
_BATTLE_WINNER_WORDS = ("勝利", "敗北")


def _words_not_in_the_rules(node: Any) -> None:
    """Refuse (``Unsupported``, with the clauses) an ability whose text names a thing the rules
    do not have: a side of a battle other than 進軍側 / 守備側, or (in a condition, with the
    battle named) a battle's winner or loser."""
    from grammar.ast import walk

    for n in walk(node):
        if _cls(n) == "Unknown" and getattr(n, "text", None) in _SIDE_WORDS_NOT_IN_THE_RULES:
            raise Unsupported(
                f"「{n.text}」 is no term of the rules: a player's side is 進軍側 or 守備側 (1.3.7, "
                "7.1.2.1); which of them a word the rules do not define means is not said — not run"
            )
        if _cls(n) != "Condition":
            continue
        inner = list(walk(n))
        battle = any(_cls(x) == "Word" and getattr(x, "id", None) == "combat" for x in inner)
        won = [
            x.text
            for x in inner
            if _cls(x) == "Unknown" and getattr(x, "text", None) in _BATTLE_WINNER_WORDS
        ]
        if battle and won:
            raise Unsupported(
                f"「{won[0]}」 of a battle: the rules give a battle no winner or loser — its result "
                "is the advance's success or failure (8.4.1-8.4.8, 12.2.5.2.1), and 勝利 / 敗北 are "
                "the game's (1.2.2.1, 11.2); not run"
            )


# the fields of an ability's 〈…〉 block the rules print (14.2.2-14.8.2), in any order
HEADER_FIELDS = frozenset({"コスト", "発揮", "発動条件", "対象"})


# 「この効果」 as the grammar types it (the topic of 「この効果は…の場合のみ有効」)
_THIS_EFFECT_TERMS = (A.Ref(id="this"), A.CardKind(id="effect"))


def _valid_only(node: Any) -> tuple[Any, bool]:
    """「A。この効果は<条件>の場合のみ有効。」 (10.19.3: an effect said to be valid under a
    condition is invalid while the condition is not met): the ability with <条件> as its own
    condition 「<条件>の場合、A。」 — read whenever its effect is (a ○ ability's while it is in
    force, 14.5.4.3) — and True; the node as it is and False for any other shape (a condition
    already on the ability, a step of another form)."""
    eff = getattr(node, "effect", None)
    sents = tuple(getattr(eff, "sentences", ()) or ())
    if eff is None or len(sents) < 2 or node.condition is not None:
        return node, False
    last = sents[-1]
    if len(last.steps) != 1:
        return node, False
    st = last.steps[0]
    body, cond = st.body, st.condition
    preds = [a for a in getattr(body, "args", ()) if a.role.value == "predicate"]
    if (
        getattr(body, "verb", None) != "be"
        or len(preds) != 1
        or len(body.args) != 1
        or [(_cls(t), getattr(t, "id", None)) for t in _terms(preds[0].value)]
        != [("Word", "only_that"), ("Word", "valid")]
        or cond is None
        or getattr(cond, "marker", None) not in ("no_baai", "baai")
        or st.lead is not None
    ):
        return node, False
    cl = cond.clause
    topics = [a for a in getattr(cl, "args", ()) if a.role.value == "topic"]
    if len(topics) != 1 or tuple(_terms(topics[0].value)) != _THIS_EFFECT_TERMS:
        return node, False
    bare = replace(cl, args=tuple(a for a in cl.args if a is not topics[0]))
    return (
        replace(
            node,
            condition=replace(cond, clause=bare, pause=True),
            effect=replace(eff, sentences=sents[:-1]),
        ),
        True,
    )


def compile_ability(
    node: Any, items: tuple[Any, ...] = (), card_type: str | None = None
) -> Program | Standing:
    """Compile one special ability: MC's own parts (its mark, name and timings, 〈対象:…〉,
    〈コスト:…〉, 「対象が…の場合」, keywords) here, the rest — the trigger, the effect's steps and
    what stands around them — by the shared compiler (``ruling.cardtext.abilities``, strict: a
    connector, a time or a condition it does not read refuses the ability) with MC's readings
    as its hooks. ``card_type``: the type of the card it is printed on (``_unmarked_header``)."""
    if items:
        raise Unsupported("list items not run yet")
    unknown = [f for f in getattr(node, "fields", ()) or () if f not in HEADER_FIELDS]
    if unknown:
        # the fields of 〈…〉 the rules print (14.2.2-14.8.2): コスト, 発揮 (発揮時期), 発動条件, 対象
        raise Unsupported(f"the field 〈{unknown[0]}:…〉 is none of 14.2.2-14.8.2's — not run")
    if len(set(getattr(node, "fields", ()) or ())) < len(getattr(node, "fields", ()) or ()):
        raise Unsupported("a field printed twice in 〈…〉 not run")
    _words_not_in_the_rules(node)
    node = _causative_as_act(_sentence_after_mark(node))
    node = _quoted_terrain_param(_unmarked_header(_permission_spelling(node), card_type))
    node, valid_only = _valid_only(node)
    if valid_only:
        prog = compile_ability(node, items, card_type)
        if not isinstance(prog, Program):
            raise Unsupported(
                "「この効果は…の場合のみ有効」 on an ability of this kind not run yet"
            )
        return replace(prog, valid_only=True)
    node, dice_n = _dice_variable(node)
    node, stat_x = _stat_variable(node)
    node = replace(node, cost=_verbal_noun_items(node.cost))
    if _no_cost(node.cost):
        # 〈コスト:なし〉: 〈コスト:～〉 adds the cost ～ to the usual ones (10.11.6); 「なし」 adds
        # none — the ability read as printed without the field
        node = replace(node, cost=None)
    # 「Cの場合、A。<C's verb, the other polarity>場合、B。」: B is 「そうでない場合、B」
    node = shared.restated_other_case(node)
    node = _otherwise_not_brought_about(_unless_not_brought_about(node))
    node, otherwise = _otherwise_split(node)
    node, kept = _cost_kept_proviso(node)
    if kept is not None:
        # 「対象は行動完了にならない。ただし、対象自身の□特殊能力のコストとして行動完了にすることは
        # できる。」: the ability read without the proviso, its one 「行動完了にならない」 keeping
        # the cost of that mark (the text's own exception to 4.1.12's negative)
        prog = compile_ability(node, items, card_type)
        nos = [x for x in getattr(prog, "steps", ()) or () if isinstance(x, NoRestStep)]
        if not isinstance(prog, Program) or prog.mark != "○" or len(nos) != 1:
            raise Unsupported(
                "「ただし、…のコストとして行動完了にすることはできる」 of this form not run yet"
            )
        kept_step = replace(nos[0], cost_kept=kept[0], own_only=kept[1])
        return replace(prog, steps=tuple(kept_step if x is nos[0] else x for x in prog.steps))
    if node.keyword is not None and node.keyword.id in _DECK_RULES:
        # 「構築ルール：…」 is no ability (15.5.1): it applies when the deck is built (15.5.2),
        # read by the deck check (_mc/setup.construction_limit, which says when it cannot);
        # 枚数制限解除 is one (15.5.3.1), 「構築ルール：デッキに50枚まで組み込む。」 (15.5.3.2)
        return Standing("deck_rule")
    if node.keyword is not None and node.keyword.id == "classification":
        return _classification(node)
    if node.keyword is not None and node.keyword.id == "gear_of_time":
        return _gear_of_time(node)
    if not node.labels and _printed_attribute_line(node):
        return _printed_attribute(node)
    bare_class = _bare_classification(node)
    if bare_class is not None:
        return bare_class
    bare = _bare_characteristic(node) if not node.labels else None
    if bare is not None:
        return bare
    info = _card_information(node, card_type)
    if info is not None:
        return info
    line_kws = _keyword_line(node) if not node.labels else ()
    if line_kws:
        # 「イニシアチブ:+1」「アイテム:i」: standing abilities printed side by side on one line,
        # each the keyword it names (2.1.20.1, 13.1)
        return _side_by_side([_standing(k) for k in line_kws])
    if (
        node.kind is A.AbilityKind.KEYWORD
        and node.keyword is not None
        and node.keyword.id in _DIAMOND_KEYWORDS
        and not getattr(node, "more_keywords", ())
    ):
        # 【強制配置】 / 【普通召喚】 / 【即時召喚】: the ◇ ability each means (15.4.6.2-15.4.8.2)
        from ruling.games._mc.own_play import compile_keyword

        return compile_keyword(node.keyword, card_type)  # type: ignore[return-value]
    if (
        node.kind is A.AbilityKind.KEYWORD
        and node.keyword is not None
        and node.keyword.id == "special_advance"
        and not getattr(node, "more_keywords", ())
    ):
        # 【特殊進軍】「○○の地形」: the ● ability it means (15.4.10.2), compiled as that text
        from ruling.abilities import _parser
        from ruling.games._mc.own_play import special_advance_text

        meant = special_advance_text(node.keyword)
        parsed = _parser()(meant, "mc")  # type: ignore[misc]
        (inner,) = tuple(parsed.card.abilities)
        return replace(compile_ability(inner, (), card_type), meaning_of="15.4.10.2")
    if node.kind is A.AbilityKind.KEYWORD and node.keyword is not None:
        first = _standing(node.keyword)  # the keyword's own printed form
        if not getattr(node, "more_keywords", ()):
            return first
        # 「イニシアチブ:+1 アイテム:i」 printed bare side by side: each the keyword it names
        # (2.1.20.1, 13.1), as their quoted form 「イニシアチブ:+1」「アイテム:i」
        return _side_by_side([first, *(_standing(k) for k in node.more_keywords)])
    if not node.labels or _header(node)[0] == "○":
        # 「～場合、代わりに～」: a replacement effect (10.8.2), with no mark or ○ (an effect
        # that holds while its card is on the battlefield)
        from ruling.games._mc.replacements import compile_replacement

        rep = compile_replacement(node)
        if rep is not None:
            return rep  # type: ignore[return-value]
    mark, name, timings, limits = _header(node)
    if mark == "□" and _own_rest_cost(node.cost):
        # 〈コスト:行動完了〉 / 〈コスト:未行動のこのユニットを行動完了にする〉 on a □ ability: the cost
        # 14.2.3 says a □ ability has — printed, not one more (「さらに追加のコストが必要な場合」
        # is another cost); the ability read as without the field
        node = replace(node, cost=None)
    has_trigger = node.trigger is not None
    if mark == "◇" and has_trigger:
        # 〈発揮:普通召喚宣言時 / 即時召喚宣言時 / 地形配置宣言時〉: the summon / placement of the card
        # itself (14.6.3.2, 14.6.3.3), run by the summon / placement procedure (``own_play``)
        from ruling.games._mc.own_play import compile_own_play

        return compile_own_play(node, name, timings, limits, card_type)  # type: ignore[return-value]
    standing_leave = None
    if mark == "○" and not has_trigger and not timings:
        # 「このユニットが死亡した時に、…」 opening a ○ ability: a zone-move trigger (10.5.4)
        # whose source is the ○ (10.5.7; 4.1.6.1 the other reading, ``_mc/leave.py``)
        node, standing_leave = _standing_leave(node)
    if (mark == "●") != has_trigger:
        raise Unsupported("a ● ability without 〈発揮:…〉 (or 〈発揮:…〉 without ●) not run yet")
    if mark == "◇" and node.trigger is None and not has_trigger:
        from ruling.games._mc.own_play import _own_step, compile_own_play

        if _own_step(node) is not None and card_type in ("unit", "terrain", None):
            # 14.6.4.1: the b. form on a unit card with 〈対象:自軍プレイヤー〉 summons the card;
            # 14.6.4.2: on a terrain card with 〈対象:地形1つ〉 places it (``own_play``)
            return compile_own_play(node, name, timings, limits, card_type)  # type: ignore[return-value]
    if mark == "◇" and (node.trigger is not None or not timings):
        # 14.6.3.2 / 14.6.3.3 (a summon or a placement at a declaration) and the b. form
        # (14.6.4) are not run; the a. form of a consumable is (14.6.3.1)
        if (
            not timings
            and card_type in ("unit", "terrain")
            and _plain_player_target(node)
            and not _names_this_card(node)
        ):
            # the b. form (no timing, 14.6.2) on a unit / terrain card whose effect is no summon /
            # placement of the card itself: 14.6.4 gives the b. form a time of use only as that
            # summon (14.6.4.1) or placement (14.6.4.2), and the text says another effect
            raise Unsupported(
                "a ◇ ability of the b. form (14.6.2, no timing) whose effect neither summons nor "
                "places its own card: 14.6.4.1 / 14.6.4.2 give the b. form a time of use only as "
                "that summon / placement, and no clause says when (or whether) another effect of "
                "it is used — not run"
            )
        raise Unsupported("手札型 (14.6) special abilities other than a consumable's not run yet")
    activation = None
    if getattr(node.condition, "marker", None) == "activation":
        # 〈発動条件:…〉 (14.8.2): checked with the timing, target and cost when the use is
        # declared (10.1.4)
        activation = _activation_of(node.condition)
        node = replace(node, condition=None)
    if has_trigger and timings not in (("combat",), ("own_turn",), ()):
        # 14.7.3: a ● ability's timing is [戦闘] or [自軍ターン]; one printed with none is an
        # ability without a timing notation (10.9.11): while its card is on the battlefield it
        # triggers whenever its 発揮時期 comes, in either player's turn, in a battle or not
        raise Unsupported(f"a ● ability with the timing {timings}")
    if not has_trigger and "own_turn" in timings and mark != "◇":
        # 10.9.10: [自軍ターン] is a timing of ◇ and ● abilities only
        raise Unsupported(
            f"[自軍ターン] on a {mark} ability: the rules give it to ◇ and ● abilities only "
            "(10.9.10) — not run"
        )
    if not has_trigger and "own_turn" in timings:
        raise Unsupported("[自軍ターン] on a ◇ ability not run yet")
    if any(t not in TIMINGS for t in timings):
        raise Unsupported(f"timing {timings} not run yet")
    kws = ()
    if node.keyword is not None:
        if node.keyword.id not in ("chain", "no_counter"):
            raise Unsupported(f"the keyword {node.keyword.name} not run yet")
        kws = (node.keyword.id,)
    target = _target(node.target)
    node = _turn_period_as_condition(_as_long_as(node, mark), mark)
    node = _topic_of_condition(node)
    node = _random_from_targets_hand(node)
    node = _choose_then_discard(node)
    node, topic_here = _topic_with_this(node)
    if topic_here:
        # 「このユニットと同じ地形に存在する対象は…」: of the units 〈対象:～〉 takes in, those on this
        # unit's terrain — as 〈対象:このユニットと同じ地形に存在する…〉
        if target is None or target.kind != "all_units" or target.here:
            raise Unsupported("「このユニットと同じ地形に存在する対象」 of this target not run yet")
        target = replace(target, here=True, with_this=True)
    if target is not None and (target.with_this or target.fought) and mark == "×":
        # 14.3.1, 14.3.3: the × ability's unit is discarded as its cost before the effect; whether
        # a target named by that unit (「このユニットと同じ地形 / 戦闘している…」) is still 「～」
        # when the effect comes (10.10.5) is not said
        raise Unsupported(
            "「このユニットと同じ地形に存在する / 戦闘している…」 on a × ability: its unit is "
            "discarded as the cost (14.3.1, 14.3.3) at 10.1.13, before the effect at 10.1.14, so "
            "「このユニット」 (4.7.2) is then on no terrain and in no battle — read literally no "
            "target is still 「～」 and 10.10.5 leaves the effect unapplied, while no clause says "
            "the target is read by the unit as it was when discarded; the rules do not decide "
            "between the two — not run"
        )
    if target is not None and target.with_this and mark not in ("○", "◎", "□", "●"):
        # the ○ reader looks at the units of its card's area (14.5.4.2); a use (◎ □) or a ●
        # ability of a unit or an equipment: the units of that unit's area (5.1.2.4); ◇ / ▽ are
        # used from the hand or a terrain, naming no unit of their own
        raise Unsupported(f"「このユニットと同じ地形に存在する…」 on a {mark} ability not run yet")
    if (
        target is not None
        and target.fought
        and not (mark == "●" and timings == ("combat",))
        and not (
            not target.fought_past
            and (mark in ("◎", "□") or (mark == "○" and timings in ((), ("combat",))))
        )
    ):
        # the ● [戦闘] runner reads it while this unit is in the battle (14.7.3.1), a ○ one while
        # its card is in force, a use (◎ □) at its declaration and again as it resolves (10.10.5)
        # — the battle going on; a ● of another timing (a past battle) is not read
        raise Unsupported("「このユニットと戦闘した…」 outside a ● [戦闘] ability not run yet")
    condition = _condition(_subject_of_this_target(node.condition, target))
    _not_before_the_steps(condition)
    discard_self = _self_discard(node.cost)
    if discard_self and mark not in ("◎",):
        # □ × ▽ pay a cost of their own card already (14.2.1, 14.3.1, 14.8.1); ◇ is used from
        # the hand; ○ ● have no use to pay for
        raise Unsupported(f"〈コスト:このカードを破棄〉 on a {mark} ability not run yet")
    spell_cost = _spell_cost(node.cost)
    if spell_cost and mark != "◇":
        # 10.11.5 lets 「スペル:x」 be declared as a cost; whose slots a □ / ◎ / × ability spends
        # (its own unit's?) is not said — only a battle spell's cost (its user's, 13.1.3.1) is read
        raise Unsupported(f"〈コスト:スペル:x〉 on a {mark} ability not run yet")
    rest_self = _rest_self(node.cost)
    if rest_self and (mark not in ("◎",) or card_type != "unit"):
        # □ pays it already (14.2.3); × discards the unit (14.3.1); ◇ / ▽ name no unit of their
        # own; on an equipment 「このユニット」 is its wearer (4.7.2), not the card the runner rests
        raise Unsupported(
            f"〈コスト:このユニットを行動完了にする〉 on a {mark} ability "
            + ("of a card other than a unit " if card_type != "unit" else "")
            + "not run yet"
        )
    replenish_cost = _replenish_cost(node.cost)
    if replenish_cost and mark != "◎":
        raise Unsupported(f"〈コスト:カードをn枚補充する〉 on a {mark} ability not run yet")
    card_costs = (
        () if discard_self or spell_cost or rest_self or replenish_cost else _card_costs(node.cost)
    )
    hand_cost = card_costs[0] if card_costs else None
    global VOCAB
    if VOCAB is None:
        VOCAB = _vocab()
    if _no_counter_sentence(node):
        # 「この効果に対して対抗連鎖は発生できない」: the words the rules use of ○ and ● effects
        # (14.5.4.5, 14.7.3.9), on a declared one — no [対抗] may be declared against it, as
        # [普通|対抗不可] (15.3.1)
        if mark in ("○", "●"):
            raise Unsupported(f"「…対抗連鎖は発生できない」 on a {mark} ability not run yet")
        kws = (*kws, "no_counter")
        node = replace(node, effect=replace(node.effect, sentences=node.effect.sentences[:-1]))
    # 「(この)効果は戦闘終了時 / ターン終了時まで持続する」 as a sentence of its own: the duration of
    # each step before it, as 「戦闘終了時まで、…」 / 「ターン終了時まで、…」 printed on the step is
    # (read below: 4.6.9 / 10.14.6's battle on an ability used or working only in a battle, a
    # turn's on a step whose effect lasts; any other limit refused where the step is read); a
    # period printed as a clause of its own (「この戦闘中、…」) the same
    node = _turn_over_joined(
        shared.periods_onto_steps(_duration_onto_steps(node), (*_BATTLE_TIMES, *_TURN_TIMES))
    )
    node = _traits_also_held(node, mark)
    if mark == "○" and any(
        _turn_duration(a) or _game_duration(a)
        for se in getattr(getattr(node, "effect", None), "sentences", ()) or ()
        for st in se.steps
        for a in getattr(st.body, "args", ()) or ()
    ):
        # a ○ ability's effect is in force while the ability is (14.5.1): a turn's duration on it
        # is not read
        raise Unsupported("「このターン、 / ターン終了時まで、」 on a ○ ability not run yet")
    if not set(timings) <= OWN_TURN_TIMINGS and any(
        a.role.value == "limit" and _own_turn_end(list(_terms(a.value)))
        for se in getattr(getattr(node, "effect", None), "sentences", ()) or ()
        for st in se.steps
        for a in getattr(st.body, "args", ()) or ()
    ):
        # 「自軍ターン終了時まで」 on an ability usable in the opponent's turn: the end of which
        # turn of its side (this one, or the next) is not read
        raise Unsupported(
            "「自軍ターン終了時まで」 on an ability not used only in its side's own turn "
            "(10.9.9, 10.9.10) not run yet"
        )
    node, said = _battle_long_steps(node)
    if said and (not timings or not set(timings) <= _BATTLE_TIMINGS):
        # 「戦闘終了時まで、…」 / 「この戦闘の間、…」 on a step: what 4.6.9 / 10.14.6 give an effect
        # applied in a battle, read as that on an ability used or working only in one
        raise Unsupported(
            "「戦闘終了時まで / この戦闘の間」 on an ability usable outside a battle (a duration "
            "other than 4.6.9 / 10.14.6's) not run yet"
        )
    unaffected = _units_not_affected(node)
    if unaffected is not None:
        # 「「種族:バード」のユニットはこの効果を受けない」: not applied to a target so described
        # (10.12.2), as 「対象が「種族:バード」の場合、この効果は適用されない」
        if condition is not None:
            raise Unsupported(
                "「…のユニットはこの効果を受けない」 beside another condition not run yet"
            )
        parts = unaffected[1] if unaffected[0] == "and" else (unaffected,)
        if any(p[0] not in _THIS_KINDS for p in parts):
            raise Unsupported(
                "「…のユニットはこの効果を受けない」 with this description not run yet"
            )
        condition = ("unless", unaffected)  # type: ignore[assignment]
        sents = node.effect.sentences
        node = replace(node, effect=replace(node.effect, sentences=sents[:-1]))
    cancel = _cancel_sentence(node)
    # 「このダメージは適用されない」: the effect's damage — read where every step is damage
    cancel_damage = cancel is not None and any(
        getattr(t, "id", None) == "damage"
        for se in node.effect.sentences
        for st in se.steps
        if _cancel_sentence_step(st)
        for a in st.body.args
        if a.role.value == "topic"
        for t in _terms(a.value)
    )
    if cancel is not None:
        # 「Xの場合、この効果は発揮されない / 適用されない」: the effect is applied only when X does
        # not hold (10.12.1, 10.12.2) — a condition X that is false, or asks what is not defined
        # for the card (4.1.13), lets it be applied
        at, cancel_cond = cancel
        if at == "last" and condition is not None:
            raise Unsupported("「…この効果は発揮されない」 beside another condition not run yet")
        inner = _condition(cancel_cond)
        if inner is None or inner[0] not in (*_THIS_KINDS, "on_this", "battle_terrain", "side"):
            raise Unsupported("「Xの場合、この効果は発揮されない」 with this X not run yet")
        if _invalid_sentence_step(_cancel_step(node, at)):
            # 「Xの場合、この効果は無効である」: 無効 under X (10.19.2) — read as the cancel, the
            # clause it is said by kept (``invalid``)
            inner = ("invalid", inner)
        condition = ("unless", inner)  # type: ignore[assignment]
        sents = node.effect.sentences
        node = replace(
            node,
            condition=None,
            effect=replace(node.effect, sentences=sents[:-1] if at == "last" else sents[1:]),
        )
    until_chain = _until_chain_sentence(node)
    if until_chain:
        # 「…。対抗連鎖終了後、この効果を消失させる。」 (10.15.1.2): on a use in a counter chain
        # ([対抗], 10.9.5) — the effect is lost when the chain ends
        if "counter" not in timings or mark not in ("◎", "□", "×", "◇", "▽"):
            raise Unsupported(
                "「対抗連鎖終了後、この効果を消失させる」 outside a [対抗] use not run yet"
            )
        node = replace(node, effect=replace(node.effect, sentences=node.effect.sentences[:-1]))
    no_stack = _no_stack(node)
    if _no_stack_sentence(node):
        # 「…を付与する。重複しない」: the note printed as a sentence of its own (16.2)
        no_stack = True
        node = replace(node, effect=replace(node.effect, sentences=node.effect.sentences[:-1]))
    sents = node.effect.sentences if node.effect is not None else ()
    last = _effect_as_ability(sents[-1]) if len(sents) > 1 else None
    per_turn = shared.use_limit(last) if last is not None else None
    per_battle = battle_use_limit(last) if last is not None and per_turn is None else None
    if per_battle is not None:
        # 「この効果は1回の戦闘に1回しか使用できない」: the same limit with a battle (8.1.1: from
        # 戦闘の開始 to its end, 8.3.8.6) as the span — only a ◎ ability is used again and again
        # in one (14.4.1); a ○ / ● one is not used (14.5.1, 14.7.1)
        if mark != "◎":
            raise Unsupported(f"「1回の戦闘にN回しか使用できない」 on a {mark} ability not run yet")
        node = replace(node, effect=replace(node.effect, sentences=sents[:-1]))
        sents = node.effect.sentences
    if per_turn is not None:
        # 「この特殊能力は1ターンにN回まで使用できる / N回しか使用できない」: the text over 14.4.1's
        # 「何度でも使用することができます」 (1.3.1) — only a ◎ ability is used again and again
        if mark in ("○", "●"):
            # a ○ ability is in force while its conditions hold (14.5.1) and a ● one triggers by
            # itself (14.7.1): neither is used (no 使用の宣言, 10.1) — a limit on its uses limits
            # nothing the rules have
            raise Unsupported(
                f"「1ターンにN回まで使用できる」 on a {mark} ability: it is not used — a ○ ability is "
                "in force (14.5.1), a ● one triggers (14.7.1) — not run"
            )
        if mark != "◎":
            raise Unsupported(f"「1ターンにN回まで使用できる」 on a {mark} ability not run yet")
        node = replace(node, effect=replace(node.effect, sentences=sents[:-1]))
    rest = _not_brought_about(replace(node, keyword=None, target=None, condition=None, cost=None))
    p = shared.compile_ability(rest, VOCAB)
    try:
        steps, target = _effect_steps(p, target)
    except Unsupported:
        if mark != "○" or node.target is not None:
            raise
        # a ○ ability with no 〈対象〉 whose every step is on 「このユニット」 (「このユニットは進軍
        # できない」): the effect is on the unit its text names (4.7.2; 10.10.4 — an effect on
        # what is not a target is applied as its text says), in force while the ability is
        # (14.5.1): read as 〈対象:このユニット〉 is, with no target declared (a ○ ability is not
        # used, 10.1). Only when every step names it (a step naming no unit stays refused)
        steps, target = _effect_steps(p, Target("this_unit"))
        if not _only_on_this_unit(p):
            raise
    if any(
        isinstance(getattr(x, "step", x), ReplenishStep)
        and (getattr(x, "step", x).count_by or ("",))[0] == "dice"
        for x in steps
    ):
        # dice of a used ability are rolled at its declaration (10.1.8, 3.4.6; ``play.roll_steps``)
        # (a value read is of the ability's unit, 4.7.2: ``play.run_target_steps`` passes it)
        raise Unsupported("「カードを【nD】枚補充する」 (a dice count) in an ability not run yet")
    if target is not None and target.kind == "zone_card":
        # 〈対象:自軍捨て山の…カード1枚〉: a card in a hand / discard pile is moved to another zone
        # (5.1.4.1 a hand, 12.4.1 a discard pile, 12.5.1 the removed zone) — no other step
        # acts on a card off the battlefield here, nor a condition read on it
        if condition is not None or node.condition is not None or not steps:
            raise Unsupported("〈対象:…〉 naming a card in a zone with a condition not run yet")
        for x in steps:
            if not isinstance(x, ZoneStep) or x.zone in (target.zone, "deck"):
                raise Unsupported(
                    "〈対象:…〉 naming a card in a zone with a step other than moving it to a "
                    "hand / discard pile / removed zone not run yet"
                )
            if x.zone == "hand" and x.side not in (None, target.owner):
                raise Unsupported("「対象を敵軍の手札に…」 of a card of the other side not run yet")
    negating = [x for x in steps if isinstance(x, NegateStep)]
    in_use = target is not None and target.kind == "in_use"
    if negating or in_use:
        # 〈対象:戦闘スペル1つ〉 with 「対象の効果を発揮させない / 無効にする」: the card in use is
        # declared in the counter chain this ability answers ([対抗], 10.9.5, 10.2) and is there
        # only then (the effect zone, 5.1.7)
        if not (negating and in_use and len(steps) == 1):
            raise Unsupported(
                "〈対象:戦闘スペル / 消耗品…〉 with steps other than 「対象の効果を発揮させない」 "
                "(or that step on another target) not run yet"
            )
        if "counter" not in timings or mark not in ("◎", "□", "×", "◇"):
            raise Unsupported(
                "「対象の効果を発揮させない」 on a card in use outside a [対抗] use (10.9.5) not run"
            )
        if condition is not None or node.condition is not None:
            raise Unsupported("a condition on 「対象の効果を発揮させない」 not run yet")
    _this_card_on_field(steps, mark, card_type)
    _wearer_on_item(node, card_type)
    if otherwise:
        # 「…の場合、A。そうでない場合、B。」: A under the condition, B under its not holding
        if len(steps) != 2 or not all(
            isinstance(x, Guarded) and not (x.negate or x.instead) for x in steps
        ):
            raise Unsupported("「…の場合、A。そうでない場合、B。」 of this form not run yet")
        steps = [steps[0], replace(steps[1], otherwise=True)]
    if target is not None and target.named:
        # an ability's effect naming its units itself: where they are looked for (the battle's
        # terrain, the battlefield) is not settled here
        raise Unsupported("an ability whose effect names its group of units not run yet")
    if cancel_damage and not all(isinstance(x, DamageStep) for x in steps):
        # 「このダメージ」 names the effect only where all it does is damage
        raise Unsupported("「このダメージは適用されない」 beside steps other than damage")
    condition = _among_targets(_target_hand(condition, target), target)
    steps = _bind_dice_count(steps, dice_n)
    steps = _bind_stat_variable(steps, stat_x)
    if stat_x is not None and (
        mark == "○" or target is None or target.kind not in ("unit", "this_unit")
    ):
        # 「…:+X」 with X the hand's count: read when a used ability's effect is brought about on
        # its one target (``play._use``); in force (○) or on a group, not run yet
        raise Unsupported("「…:+X」 (X the hand's count) other than on one target of a use")
    if node.condition is not None and any(isinstance(x, Guarded) and x.instead for x in steps):
        # 「Xの場合、A。Yの場合、代わりにB。」: the first sentence's condition is read over the
        # whole effect, and B replaces A (10.8.2) only where X held too — B is then never done
        # when X and Y exclude each other (「守備側 / 進軍側の場合」); which steps X stands over
        # beside a step 「代わりに」 is not read
        raise Unsupported(
            "a condition over the whole effect beside a step 「…の場合、代わりに…」 not run yet"
        )
    prog = Program(
        mark=mark,
        name=name,
        timings=timings,
        target=target,
        steps=tuple(steps),
        condition=condition,
        hand_cost=hand_cost,
        more_costs=tuple(card_costs[1:]),
        keywords=kws,
        kind="auto"
        if standing_leave is not None
        else "continuous"
        if mark == "○"
        else "auto"
        if mark == "●"
        else "activated",
        limits=limits,
        trigger=standing_leave
        if standing_leave is not None
        else p.trigger.event
        if p.trigger is not None
        else None,
        of_standing=standing_leave is not None,
        trigger_side=p.trigger.during if p.trigger is not None else None,
        trigger_by_this=p.trigger is not None and p.trigger.subject is not None,
        trigger_by_wearer=p.trigger is not None
        and p.trigger.subject is not None
        and p.trigger.subject.ref == "worn",
        no_stack=no_stack,
        activation=activation,
        discard_self=discard_self,
        spell_cost=spell_cost,
        rest_self=rest_self,
        replenish_cost=replenish_cost,
        until_chain=until_chain,
        per_turn=per_turn,
        per_battle=per_battle,
        at_once=any(getattr(se, "amp", False) for se in sents),
    )
    _own_use_counted(prog, card_type)
    if getattr(prog.target, "near", False) and (
        set(prog.timings) & {"normal", "counter", "initiative", "combat"}
        or (prog.mark == "◇" and prog.trigger is None)
    ):
        # an ability used in a battle targets only the battle's terrain and what is there
        # (10.10.6); a terrain next to this one is never it — whether the text's own words reach
        # past 10.10.6 (1.3.1: the text over the rules) or leave no proper target (10.10.3) is
        # not said
        raise Unsupported(
            "「この地形に隣接する地形に存在する…」 on an ability of a battle's timing: 10.10.6 lets it "
            "target the battle's terrain and what is there only; whether the text's own words "
            "prevail (1.3.1) or no target is proper (10.10.3) is not said — not run"
        )
    # a group of units as its target (the party of the terrain it left, looked back at,
    # 10.5.4.1.2; 「…ユニットすべて」) whose steps are plain damage: run (``_mc/leave.py``)
    on_group = (
        prog.target is not None
        and prog.target.kind in ("party", "all_units")
        and not getattr(prog.target, "near", False)
        and not getattr(prog.target, "fought", False)
        and bool(prog.steps)
        and all(
            isinstance(x, DamageStep) and not x.dice and x.read is None and x.count_of is None
            for x in prog.steps
        )
    )
    if prog.trigger in LEAVE_MOMENTS.values() and (
        (prog.target is not None and prog.target.kind != "player" and not on_group)
        or prog.condition is not None
        or ("combat" in prog.timings and not on_group)
        or not (on_group or all(isinstance(x, PLAYER_STEPS) for x in prog.steps))
    ):
        # a trigger on the card's own leaving is played after it left (10.5.6): the engine runs
        # one whose effect is on a player's cards (``_mc/leave.py``); a unit target, a condition
        # or a [戦闘] one (14.7.3.1: a unit taking part in the battle) not yet
        raise Unsupported(
            "a trigger on the card's own leaving (10.5.4) with a target other than a player, a "
            "condition or [戦闘] not run yet"
        )
    if until_chain and not all(
        isinstance(x.step if isinstance(x, Guarded) else x, TURN_LONG_STEPS) for x in prog.steps
    ):
        # 「この効果を消失させる」 on what has no duration (damage, a move): not read
        raise Unsupported("「対抗連鎖終了後、この効果を消失させる」 after a step with no duration")
    if (
        prog.activation is not None
        or (
            prog.target is not None
            and prog.target.here
            and prog.target.kind == "unit"
            # a ● ability's one unit: its player chooses it among those on the card's terrain as
            # it resolves (10.10.1; ``play.fire``)
            and prog.kind != "auto"
        )
    ) and prog.kind != "activated":
        # read by the use's runner (``play._use``: 10.1.4's check, the target's terrain)
        raise Unsupported(
            "〈発動条件:…〉 / 「この地形に存在する…ユニット1体」 outside an activated ability not run yet"
        )
    if prog.target is not None and prog.target.kind == "units" and prog.kind != "activated":
        # n targets chosen at a use's declaration (10.1.4, 10.10.10): a ● / ○ ability chooses
        # none (``play.fire`` reads one unit)
        raise Unsupported("〈対象:…n体(まで)〉 outside an activated ability not run yet")
    # 「このユニット以外の…」 in a ○ ability's 〈対象〉: the unit left out is not taken in where the
    # ability is read on a unit (``common.continuous_on`` / ``continuous_holds``, 4.7.2)
    if mixed(prog.steps) and not _mixed_ok(list(prog.steps), prog.target):
        # the use's runner (_mc/play.py) does the parts in order on one target and the player's
        # cards (4.1.11); over several targets it is not read
        raise Unsupported(
            "an ability with steps on the player's cards and on its target not run yet"
        )
    if "advanced_into" in _kinds_in(prog.condition) and (
        mark != "●" or prog.trigger != "advance_end" or prog.condition[0] != "advanced_into"
    ):
        # read at 「進軍終了時」 only (12.2.5.1.8): 「進軍した」 is the advance that ends
        raise Unsupported(
            "「…に進軍した場合」 outside a ● ability of 〈発揮:進軍終了時〉 not run yet"
        )
    if "died" in _kinds_in(prog.condition) and (
        mark != "●" or timings != ("combat",) or prog.condition[0] != "died"
    ):
        # read by the ● runner while the battle goes on (14.7.3.1): 「この戦闘」 is that battle
        raise Unsupported("「この戦闘で…が死亡した場合」 outside a ● [戦闘] ability not run yet")
    if (
        mark == "○"
        and any(
            _kinds_in(c) & {"holds"}
            for c in (prog.condition, *(prog.target.where if prog.target is not None else ()))
        )
        and any(
            isinstance(x, LoseStandingStep)
            or (isinstance(x, GrantStep) and x.kind in ("resistance", "weakness"))
            for x in (y.step if isinstance(y, Guarded) else y for y in prog.steps)
        )
    ):
        # a weakness / resistance is read with what ○ abilities give (13.1.8.3, 13.1.7.4): a ○
        # ability that changes another value depends on those (10.7.2.3, applied after them;
        # ``common.continuous_on``'s ``steps_of``), but one that gives or takes a weakness /
        # resistance under such a condition could depend on itself — not read
        raise Unsupported(
            "「…「弱点 / 耐性:X」を持つ場合」 in a ○ ability giving or taking one not run yet"
        )
    if mark == "○" and any(
        _kinds_in(c) & {"stat"} for c in (prog.target.where if prog.target is not None else ())
    ):
        # 「攻撃力2以下の…」 of a ○ ability's 〈対象〉: the value it reads is one ○ abilities
        # change (14.5.4.2), its own among them
        raise Unsupported("a value filter of 〈対象〉 in a ○ ability not run yet")
    if (
        prog.condition is not None
        and _kinds_in(prog.condition) & {"stat", "stat_vs"}
        and prog.kind not in ("activated", "auto")
    ):
        # read when the effect takes effect, by the use's and the ● ability's runners
        # (``common.condition_met``: a value not given is branched on); in a ○ ability it would
        # read a value ○ abilities change, its own among them (10.7.2.3) — not read
        raise Unsupported("a condition on a unit's value in a ○ ability not run yet")
    if (
        prog.condition is not None
        and (_reads_this(prog.condition) or "stat_vs" in _kinds_in(prog.condition))
        and mark == "◇"
    ):
        # 「このユニットが先攻側の場合」 is read on the unit 「このユニット」 names in the card's
        # text (``common.condition_card``, 4.7.2); a card used from the hand names none of its own
        raise Unsupported("a condition on this unit in a ◇ ability not run yet")
    battlefield = prog.condition is not None and prog.condition[:1] == ("exists",)
    battlefield = battlefield and prog.condition[1][0] == "battlefield"  # type: ignore[index]
    if prog.condition is not None and prog.condition[0] == "count_cmp":
        # groups counted: on the battlefield (every area) only, for a card that may be in the hand
        battlefield = all(
            x[0] == "n" or x[1][0] == "battlefield"
            for x in (prog.condition[1][0], prog.condition[1][2])
        )
    if (
        mark == "◇"
        and {"here_terrain", "exists", "count_cmp"} & _kinds_in(prog.condition)
        and not battlefield
    ):
        # 「この地形」 is the terrain its card is on (5.1.2.4): a card used from the hand is on none
        raise Unsupported("「この地形が…の場合」 in a ◇ ability not run yet")
    if (
        prog.condition is not None
        and prog.condition[0] == "exists_target"
        and prog.condition[1][0] == "with_target"
        and prog.condition[1][1] is not None
        and (
            prog.target is None
            or not (prog.target.kind == "this_unit" or prog.target.owner == "own")
        )
    ):
        # 「対象と同じ地形に自軍ユニットが…」 is read on the target, its 自軍 the target's side: the
        # ability's own only for a target of its own side
        raise Unsupported(
            "「対象と同じ地形に自軍 / 敵軍…」 beside a target of either side not run yet"
        )
    if (
        prog.condition is not None
        and prog.condition[0] in ("party_equipped", "controlled_has", "party_count", "party_has")
        and (
            prog.target is None
            or not (
                prog.target.kind == "this_unit"
                or (prog.target.kind == "party" and prog.target.owner == "own")
            )
        )
    ):
        # 「自軍/敵軍」 of the condition is read from the target's side: one's own only when the
        # target is 「このユニット」, or 〈対象:自軍パーティ〉 — the ability's own side's units on
        # the terrain of its card (4.4.1), each of them read on the same party
        raise Unsupported("a condition on a party's equipment with a target other than this unit")
    if (
        prog.condition is not None
        and prog.condition[0] == "controlled"
        and prog.kind == "auto"
        and prog.target is None
        and not prog.steps
    ):
        raise Unsupported("a condition on the controlled terrains with no effect")
    if any(isinstance(x, DiscardInUseStep) for x in prog.steps) and (
        prog.kind != "activated"
        or prog.keywords
        or prog.target is None
        or prog.target.kind not in ("unit", "this_unit")
    ):
        # the use's runner discards what one target uses (``play._discard_in_use``)
        raise Unsupported("「対象が使用している～を1つ選び、破棄する」 other than on one target")
    on_this_auto = (
        prog.kind == "auto"
        and prog.target is not None
        and prog.target.kind in ("this_unit", "unit")
        and not any(isinstance(x, Guarded) and isinstance(x.step, OnThis) for x in prog.steps)
    )  # a ● ability's step on 「このユニット / このカード」 beside its one target (``play.fire``)
    if any(isinstance(x, OnThis) for x in prog.steps) and (
        (prog.kind != "activated" and not on_this_auto)
        or prog.keywords
        or prog.condition
        or prog.no_stack
    ):
        # the use's runner does a 「このユニット」 step (``play.run_target_steps``); a condition
        # on the target (is it over that step too?), 16.2's no-stack and a chain's damage
        # (15.2.5.5) are not read with it
        raise Unsupported(
            "a step on 「このユニット」 outside a plain activated ability not run yet"
        )
    no_stack_continuous = (
        prog.kind == "continuous"
        and prog.target is not None
        and bool(prog.steps)
        and all(isinstance(x.step if isinstance(x, Guarded) else x, StatStep) for x in prog.steps)
    )  # a ○ ability's value change: whether 16.2.1 reaches it (the same ability from a second
    # source not applied again to a unit) is the point no_stack_continuous (``common.battle_mods``)
    if (
        prog.no_stack
        and (prog.kind != "activated" or prog.target is None)
        and not no_stack_continuous
    ):
        # 16.2.1 is read from the effect's 〈対象:～〉: one chosen at each use
        raise Unsupported("「重複しない」 on an ability without a declared target not run yet")
    asks = _kinds_in(prog.condition) | {
        k for x in prog.steps if isinstance(x, Guarded) for k in _kinds_in(x.cond)
    }
    if "party_contains" in asks and (prog.target is None or prog.target.kind != "party"):
        # 「対象が「種族:X」を含む」 asks what a party holds (4.4.1): said of 〈対象:…パーティ〉 only
        raise Unsupported("「対象が…を含む」 of a target other than a party not run yet")
    if "same_only" in asks and (prog.target is None or prog.target.kind != "party"):
        # 「対象が同じ「種族」のユニットだけで構成されている」 asks what a party is made of (4.4.1,
        # 10.17.2): said of 〈対象:自軍 / 敵軍パーティ〉 only
        raise Unsupported("「…だけで構成されている」 of a target other than a party not run yet")
    if prog.kind not in ("activated", "auto", "hand") and any(
        isinstance(x, Guarded) and x.cond == CHOSEN for x in prog.steps
    ):
        # 「…してもよい」 is chosen as an effect is brought about (10.1.14): a ○ ability's effect
        # is in force while its timing holds (14.5.4), never brought about so
        raise Unsupported(f"「…してもよい」 in a {prog.mark} ability not run yet")
    if prog.kind not in ("activated", "auto", "hand") and any(
        option_of(x) is not None for x in prog.steps
    ):
        # 「Aする、またはBする」 is chosen at a use's declaration (10.1.7): a ○ ability is never
        # declared
        raise Unsupported(f"「～、または～」 in a {prog.mark} ability not run yet")
    guarded = [x for x in prog.steps if isinstance(x, Guarded)]
    if guarded and prog.kind == "continuous":
        # a ○ ability's sentence under its own 「…の場合、」: in force on each unit while its
        # condition holds (14.5.4.3, 10.12.1, 10.12.2; ``common.steps_in_force``) — a condition
        # on a value (it could read the value the ability changes) or on what an effect did is
        # not read there
        if any(_kinds_in(x.cond) & _NOT_IN_FORCE for x in guarded) or prog.no_stack:
            raise Unsupported(
                "a ○ ability's sentence under a condition on a value or on an effect's result "
                "not run yet"
            )
    elif guarded and (
        prog.kind not in ("activated", "auto")
        or set(prog.keywords) - {"no_counter", "chain"}
        or prog.no_stack
    ):
        # the use's runner reads a step's own condition (``play.run_target_steps``); 対抗不可
        # only bars answers (15.3.1), and a chain on steps other than damage is refused when
        # declared (``play._link_specs``, 15.2.5.5) — neither changes how the steps run
        raise Unsupported("a step's own condition outside a plain activated ability not run yet")
    if prog.kind == "auto":
        from ruling.games._mc.common import ON_CARD_KINDS

        if prog.hand_cost is not None or prog.keywords:
            raise Unsupported("a ● ability with a cost or keyword not run yet")
        # no 〈対象:～〉: an effect on its own player's cards only (「カードを1枚補充する」, 12.3.1.3:
        # 「効果を適用されるプレイヤー」 is the ability's player, as for a use without a target) —
        # read as the player branch is, on that player
        own_cards = prog.target is None and bool(prog.steps)
        if not own_cards and (
            prog.target is None
            or prog.target.kind
            not in (
                "this_unit",
                "party",
                "all_units",
                "unit",
                "player",
            )
        ):
            raise Unsupported("● abilities with this target not run yet")
        from ruling.games._mc.common import on_this as _cond_on_this

        if (own_cards or prog.target.kind == "player") and (
            (
                prog.condition is not None
                # 「このユニットが進軍側パーティに属している場合」: said of 「このユニット」 (4.7.2),
                # read on that unit as the ability resolves (10.12.1)
                and not _cond_on_this(prog.condition)
                and prog.condition[0]
                not in (
                    "controlled",
                    *ON_CARD_KINDS,
                    "advanced_into",
                    "died",
                    "on_this",
                )
            )
            or not all(
                isinstance(
                    unchosen(x),
                    ReplenishStep
                    | PileDiscardStep
                    | HandLimitStep
                    | InitiativeResultStep
                    # 「山札の上からn枚を見て、…」 on the player's own deck (``effects``)
                    | LookReorderStep,
                )
                for x in prog.steps
            )
        ):
            # 〈対象:自軍/敵軍プレイヤー〉 of a ● ability: the player's replenishing and discarding,
            # the hand limit granted (10.14.5) and its initiative result changed (8.3.4.7) — the runner, ``play.fire``, does them on that
            # player (``effects.run_player_steps``)
            raise Unsupported("● abilities on a player other than its replenishing or discarding")
        if "own_turn" in timings and prog.trigger_side == "opponent":
            # 14.7.3.2: a [自軍ターン] ● ability triggers only in its owner's turn; a moment of the
            # opponent's turn never comes then
            raise Unsupported(
                "a ● [自軍ターン] ability whose 〈発揮:敵軍…〉 names the opponent's turn: it never "
                "triggers (14.7.3.2, 7.1.2.1) — not run"
            )
        if (
            timings == ("combat",)
            and prog.trigger not in BATTLE_MOMENTS
            and prog.trigger not in LEAVE_MOMENTS.values()
        ):
            # 14.7.3.1: a [戦闘] ● ability triggers only in a battle (a card's own leaving may
            # come in one: checked as it triggers, ``_mc/leave.py``)
            raise Unsupported(f"a ● [戦闘] ability at {prog.trigger}, outside a battle")
        if any(isinstance(x, AdvancePermitStep) for x in prog.steps) and (
            prog.trigger != "advance_declared"
            or not all(isinstance(x, AdvancePermitStep) for x in prog.steps)
        ):
            # the permission is for the advance being declared (12.2.5.1.1-12.2.5.1.3)
            raise Unsupported("「…へ進軍してもよい」 other than at 進軍宣言時 not run yet")
        on_player = own_cards or (
            prog.target is not None
            and prog.target.kind in ("this_unit", "unit")
            and all(
                isinstance(x, ReplenishStep | PileDiscardStep)
                or (isinstance(x, HandLimitStep) and x.owner != "target")
                for x in prog.steps
            )
        )  # the player's cards or hand limit beside its one unit target (10.10.4; ``play.fire``)
        # 「…する。効果適用後、(カードを1枚補充する)」 on its one unit target: the part after it
        # read at 4.1.11 (``play.fire``), the player's cards beside that one target (10.10.4)
        after = (
            (AfterApplied, *PLAYER_STEPS)
            if prog.target is not None
            and prog.target.kind in ("this_unit", "unit")
            and any(isinstance(x, AfterApplied) for x in prog.steps)
            else ()
        )
        if (
            prog.target is not None
            and prog.target.kind != "player"
            and not on_player
            and any(
                not isinstance(
                    x.step if isinstance(x, Guarded) else x,
                    (
                        *after,
                        StatStep,
                        GrantStep,
                        DamageStep,
                        SwapStep,
                        AdvancePermitStep,
                        RestStep,
                        StandStep,
                        HealStep,
                        RollStep,
                        OnThis,
                        *AUTO_CARD_STEPS,
                    ),
                )
                for x in prog.steps
            )
        ):
            # the ● runner (``play.fire``) runs value changes, swaps, grants, damage, the acted
            # state and what ``AUTO_CARD_STEPS`` names
            raise Unsupported("● abilities that change or rest a card not run yet")
    if any(isinstance(x, DamageStep) and x.read for x in prog.steps) and (
        prog.kind != "activated" or prog.keywords
    ):
        # the use's runner reads the value (_mc/play.py); a ● ability's or a chain's does not
        raise Unsupported("damage of a value read, outside a plain activated ability, not run yet")
    if prog.kind != "continuous" and any(
        isinstance(
            x,
            NoRestStep
            | NoStandStep
            | NoAdvanceStep
            | AdvanceActedStep
            | NoChangeStep
            | InstantSummonPermitStep,
        )
        for x in prog.steps
    ):
        # 「ならない」 / 「できない」 holds while a ○ ability is in force (14.5); as a one-shot step
        # it has no duration read here
        raise Unsupported(
            "「行動完了にならない」 / 「進軍できない」 / 「即時召喚できる」 outside a ○ ability not "
            "run yet"
        )
    if prog.kind != "continuous" and any(
        isinstance(x, StatStep)
        and (x.of_this or (x.read and x.read[0] != "hand"))  # the hand's: ``play._use``
        for x in prog.steps
    ):
        raise Unsupported("a value change by another value outside a ○ ability not run yet")
    if prog.kind != "continuous" and any(
        isinstance(x, GrantStep) and x.kind == "spell" for x in prog.steps
    ):
        # spell slots given for a while (an effect's duration, 13.1.3.2 / 13.1.4) are not read;
        # a ○ ability's, held while it is in force, are (``play.spell_slots_held``)
        raise Unsupported("「「スペル:x」を付与する」 outside a ○ ability not run yet")
    if prog.kind == "continuous":
        if timings not in (("combat",), ()):
            # 14.5.4: a ○ ability's timing is [戦闘] or none
            raise Unsupported(f"a ○ ability with the timing {timings}")
        player_limit = (
            timings == ()
            and bool(prog.steps)
            and (
                # 「自軍の手札上限枚数はn枚になる」 on a player (read by the hand phases, 5.1.4.7)
                (prog.target is None and all(isinstance(x, HandLimitSetStep) for x in prog.steps))
                # 〈対象:自軍/敵軍プレイヤー〉「対象に「手札上限枚数:±n枚」を付与する」: that
                # player's limit changed by n while the ○ ability is in force (10.14.5, 14.5.4.2)
                or (
                    prog.target is not None
                    and prog.target.kind == "player"
                    and all(isinstance(x, HandLimitStep) for x in prog.steps)
                )
                # 〈対象:自軍/敵軍プレイヤー〉「対象は…ユニットカードを即時召喚できる」: that
                # player's instant summons while in force (8.3.2.8, 14.5.4.2; ``basic.summon``)
                or (
                    prog.target is not None
                    and prog.target.kind == "player"
                    and prog.target.owner in ("own", "enemy")
                    and all(isinstance(x, InstantSummonPermitStep) for x in prog.steps)
                )
            )
        )
        if not player_limit and (
            prog.target is None
            or not (
                prog.target.kind in ("this_unit", "party")
                # 「ユニットすべて」 of a [戦闘] ○ ability: the units on the battle's terrain only
                # (14.5.4.1), the party (or parties) there; without a timing, 「この地形に存在する
                # (自軍)ユニットすべて」: the units on its card's terrain while it is on the
                # battlefield (14.5.4.2), and 「(自軍/敵軍)ユニットすべて」 every such unit of the
                # battlefield (round 19; ``common.continuous_on`` reads every area for it)
                or prog.target.kind == "all_units"
            )
        ):
            raise Unsupported("○ abilities on other targets not run yet")
        if not player_limit and any(
            not (
                isinstance(
                    s,
                    (
                        StatStep,
                        NoRestStep,
                        NoStandStep,
                        NoAdvanceStep,
                        AdvanceActedStep,
                        NoChangeStep,
                    ),
                )
                # 「対象に「耐性:x」 / 「弱点:y(+n)」 / 「スペル:x」を付与する」: held while in force
                # (13.1.7.4, 13.1.8.3, 13.1.3.2; ``common.continuous_grants``)
                or (
                    isinstance(s, GrantStep)
                    # 「対象に「チャージ:x」 / 「ディフェンダー:x」を付与する」: held while in force,
                    # counted on its side in a battle (13.1.5.3 / 13.1.6.3, ``common.battle_mods``)
                    and s.kind in ("resistance", "weakness", "spell", "charge", "defender")
                    # (a value declared, 4.7.3, is declared when an effect is brought about)
                    and s.value != DECLARED_DAMAGE_ATTRIBUTE
                )
                # 「対象に「種族:X」を付与する」 / 「対象を「種族:X」に変更する」 without a timing:
                # the race / attribute while in force, applied in the order of 10.7.2.2.1
                # (``common.continuous_items``)
                or (
                    isinstance(s, GrantStep | ChangeStep)
                    and s.kind in ("species", "attribute")
                    and timings == ()
                    and DECLARED_RACE not in getattr(s, "values", ())
                    and getattr(s, "value", None) != DECLARED_RACE
                )
            )
            or getattr(s, "dice", None)
            for s in (x.step if isinstance(x, Guarded) else x for x in prog.steps)
        ):
            raise Unsupported("○ abilities other than fixed value changes not run yet")
    return prog


def _no_stack(node: Any) -> bool:
    """Whether the ability's text carries 「(重複しない)」 (16.2) as its parenthesised note."""
    return any(
        re.sub(r"[\s«»（）()]", "", r.text) == "重複しない"
        for r in getattr(node, "reminders", ()) or ()
    )


# 「この戦闘の間 / この戦闘中」: the battle going on as a step's time
_BATTLE_TIMES = (
    (("Ref", "this"), ("Word", "combat"), ("Word", "while")),
    (("Ref", "this"), ("Word", "combat"), ("Word", "during")),
    (("Word", "combat"), ("Word", "during")),
)


# the steps an effect of which lasts (4.6.9, 10.14.6, 10.15.2.1): the ones a turn's duration may
# be said of (``_step_hook``)
TURN_LONG_STEPS = (StatStep, GrantStep, ChangeStep, LoseStandingStep, LoseAbilitiesStep)

# a turn named as a duration, as the shared grammar reads it (data): 「このターン / そのターン(中)」
# (``Duration`` this_turn), 「このターンの間」, 「ターン終了時まで」 / 「(この)ターン(の)終了時まで」
_TURN_TIMES = (
    (("Ref", "this"), ("Word", "turn"), ("Word", "while")),
    (("Ref", "this"), ("Word", "turn"), ("Word", "during")),
    (("Word", "turn"), ("Word", "during")),
)


def _turn_duration(a: Any) -> bool:
    """Whether the argument ``a`` names the turn as the step's duration (``_TURN_TIMES``)."""
    role = a.role.value
    v = a.value
    if role == "time":
        if _cls(v) == "Duration" and getattr(v, "id", None) == "this_turn":
            return True
        return tuple(_shape(_terms(v))) in _TURN_TIMES
    if role != "limit":
        return False
    ts = list(_terms(v))
    if _shape(ts) in ([("Word", "end_of_turn")], [("Ref", "this"), ("Word", "end_of_turn")]):
        # 「(この)ターン終了時まで」 (as the grammar reads 「このターン終了時まで、」 printed before the
        # step: the turn, ``Duration`` this_turn)
        return True
    if _own_turn_end(ts):
        # 「自軍ターン終了時まで」: read as the turn's end only on an ability of
        # ``OWN_TURN_TIMINGS`` (checked where the ability's timings are known, ``compile``)
        return True
    if len(ts) == 1 and _cls(ts[0]) == "Timing" and getattr(ts[0], "point", None) == "end":
        scope = _shape(_terms(ts[0].scope))
        return scope in ([("Word", "turn")], [("Ref", "this"), ("Word", "turn")])
    return False


# the forms of a predicate that join it to the step after it in one sentence (「…し、」 「…して、」
# 「…させ、」): the steps a period printed before the first is said over
_JOINED_FORMS = frozenset({"continuative", "te", "causative_cont"})


def _turn_over_joined(node: Any) -> Any:
    """「このターン中、対象を「攻撃力:+1」し、「X」を付与する」: a turn's (or the game's) duration
    printed before steps joined by the continuative is the time of each of them (the period is said
    over the joined predicates, 1.3.1; 4.6.9 / 10.14.6 the durations it overrides) — copied onto
    each next step that has no lead, no condition and no time or limit of its own; a new sentence,
    or a step with its own lead (その後 …), is not reached."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    out = []
    changed = False
    for se in sents:
        steps = list(se.steps)
        for i in range(len(steps) - 1):
            body = steps[i].body
            args = tuple(getattr(body, "args", ()) or ())
            period = [a for a in args if _turn_duration(a) or _game_duration(a)]
            nxt = steps[i + 1]
            nb = nxt.body
            nargs = tuple(getattr(nb, "args", ()) or ())
            if (
                period
                and str(getattr(getattr(body, "form", None), "value", "")) in _JOINED_FORMS
                and nxt.lead is None
                and nxt.condition is None
                and hasattr(nb, "args")
                and not any(a.role.value in ("time", "limit") for a in nargs)
            ):
                steps[i + 1] = replace(nxt, body=replace(nb, args=(period[0], *nargs)))
                changed = True
        out.append(replace(se, steps=tuple(steps)))
    if not changed:
        return node
    return replace(node, effect=replace(node.effect, sentences=tuple(out)))


def _own_turn_end(ts: list[Any]) -> bool:
    """「自軍ターン終了時まで」's terms: the end of a turn of the ability's own side."""
    return [(_cls(t), getattr(t, "id", None) or getattr(t, "who", None)) for t in ts] == [
        ("Owner", "own_army"),
        ("Word", "end_of_turn"),
    ]


def _game_duration(a: Any) -> bool:
    """Whether the argument ``a`` is 「ゲーム終了時まで」: the game's end as the step's limit."""
    if a.role.value != "limit":
        return False
    ts = list(_terms(a.value))
    return (
        len(ts) == 1
        and _cls(ts[0]) == "Timing"
        and getattr(ts[0], "point", None) == "end"
        and _shape(_terms(ts[0].scope)) == [("Word", "game")]
    )


# the timings of abilities used or working only in their owner's own turn: [メイン] (10.9.9, used
# in the main phase's play step, which only the advancing side is given, 7.3.1, 7.3.3) and
# [自軍ターン] (10.9.10: only while its side is the advancing side) — on them 「自軍ターン終了時まで」
# is the end of the turn it is brought about in
OWN_TURN_TIMINGS = frozenset({"main", "own_turn"})


def _battle_long_steps(node: Any) -> tuple[Any, bool]:
    """「戦闘終了時まで、…を付与する」 / 「戦闘終了タイミングまで、…」 / 「この戦闘の間、…」: a step's own
    duration naming the battle's end (``_battle_end_limit``, ``_BATTLE_TIMES``) — the node with
    that argument taken off each step, and whether any was (the caller reads it as 4.6.9 /
    10.14.6's duration where the ability is used or works only in a battle)."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    said = False
    out = []
    for se in sents:
        steps = []
        for st in se.steps:
            args = tuple(getattr(st.body, "args", ()) or ())
            keep = []
            for a in args:
                ts = _terms(a.value)
                ids = tuple(_shape(ts))
                if (a.role.value == "limit" and _battle_end_limit(list(ts))) or (
                    a.role.value == "time" and ids in _BATTLE_TIMES
                ):
                    said = True
                    continue
                keep.append(a)
            if len(keep) != len(args):
                st = replace(st, body=replace(st.body, args=tuple(keep)))
            steps.append(st)
        out.append(replace(se, steps=tuple(steps)))
    if not said:
        return node, False
    return replace(node, effect=replace(node.effect, sentences=tuple(out))), True


# the verbs of 「(この)効果は<X>まで持続する」: 持続 (4.6.9, 10.14.6's word) and 継続 — the word of
# 10.7.1's 「継続効果」, an effect valid for a period (一定の期限の間、その効果が有効である) — the same
# statement of how long the effect lasts (data)
def _treated_as_trait(st: Any) -> Any:
    """「対象は「種族:X」としても扱う」 (a trait also held: 「特性」 is 属性 / 種族 / タイプ / 進軍タイプ,
    10.14.2) -> 「対象に「種族:X」を付与する」: the unit holds X besides its own traits — the
    trait added, as 10.14.2 says of a trait given; any other step is returned as it is. Only
    「としても」 (X besides the own traits; 「として扱う」 alone would be X in their place, 10.16.1's
    change, not read here)."""
    body = getattr(st, "body", None)
    if _cls(body) != "Action" or body.verb != "treat" or body.modal is not None or body.more:
        return st
    if getattr(body.form, "value", None) != "final":
        return st
    roles = {a.role.value: a for a in body.args}
    if set(roles) != {"topic", "also"} or len(body.args) != 2:
        return st
    also = tuple(_terms(roles["also"].value))
    if (
        len(also) < 2
        or not (_cls(also[-1]) == "Word" and also[-1].id == "as")
        or not all(_cls(t) == "Characteristic" for t in also[:-1])
    ):
        return st
    links = tuple(getattr(roles["also"].value, "links", ()) or ())[: len(also) - 2]
    granted = A.Arg(A.Role.OBJECT, A.NounPhrase(terms=also[:-1], links=links))
    goal = A.Arg(A.Role.GOAL, roles["topic"].value)
    return replace(st, body=replace(body, verb="grant", args=(goal, granted)))


def _traits_also_held(node: Any, mark: str) -> Any:
    """The steps 「対象は「種族:X」としても扱う」 of ``node`` read as the trait given
    (``_treated_as_trait``), on a ○ ability (its effect in force while the ability is, 14.5.1);
    on any other the duration of such a step is not printed and not read: refused."""
    effect = getattr(node, "effect", None)
    sents = getattr(effect, "sentences", ()) or ()
    new = [replace(se, steps=tuple(_treated_as_trait(st) for st in se.steps)) for se in sents]
    if [se.steps for se in new] == [se.steps for se in sents]:
        return node
    if mark != "○":
        raise Unsupported("「対象は「種族:X」としても扱う」 outside a ○ ability not run yet")
    return replace(node, effect=replace(effect, sentences=tuple(new)))


DURATION_VERBS = ("持続", "継続")


def _duration_onto_steps(node: Any) -> Any:
    """「…する。(この)効果は<X>まで持続する。」: the last sentence, a duration said of the effect
    (its topic 「(この)効果」, its limit X, the verb 持続する), moved onto every step before it as
    that step's own 「Xまで、」 (``Role.LIMIT``) — what reads a step's duration reads it there
    (``_battle_long_steps``, ``_turn_duration``); a step naming a time of its own already: left
    as printed (refused there). Any other effect is returned as it is."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return node
    st = sents[-1].steps[0]
    body = st.body
    if (
        getattr(body, "verb", None) != "do"
        or getattr(getattr(body, "form", None), "value", None) != "final"
        or st.condition is not None
        or st.lead is not None
        or len(getattr(body, "args", ())) != 3
    ):
        return node
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in body.args
    }
    limit = [a for a in body.args if a.role.value == "limit"]
    if (
        len(limit) != 1
        or roles.get("topic")
        not in ([("CardKind", "effect")], [("Ref", "this"), ("CardKind", "effect")])
        or roles.get("none") not in [[("Unknown", w)] for w in DURATION_VERBS]
    ):
        return node
    out = []
    for se in sents[:-1]:
        steps = []
        for x in se.steps:
            b = x.body
            if _cls(b) == "Action" and not any(
                a.role.value in ("time", "limit") for a in getattr(b, "args", ())
            ):
                x = replace(x, body=replace(b, args=(limit[0], *b.args)))
            steps.append(x)
        out.append(replace(se, steps=tuple(steps)))
    return replace(node, effect=replace(node.effect, sentences=tuple(out)))


# the ends of a battle a duration may name, each the end the rules give an effect applied in a
# battle: 「戦闘終了時」 (4.6.9), 「戦闘終了」 (10.14.6), 「戦闘終了タイミング」 (8.3.8.4: the battle end
# timing takes those effects away) — as the words of 「…まで持続する」 (data)
BATTLE_END_LIMITS = (("end",), ("終了",), ("終了", "タイミング"))


def _battle_end_limit(limit: list[Any]) -> bool:
    """Whether 「…まで」's terms name a battle's end (``BATTLE_END_LIMITS``)."""
    if len(limit) == 1 and _cls(limit[0]) == "Timing":
        scope = _shape(_terms(limit[0].scope))
        return scope == [("Word", "combat")] and (getattr(limit[0], "point", None),) in (
            BATTLE_END_LIMITS
        )
    if not limit or (_cls(limit[0]), getattr(limit[0], "id", None)) != ("Word", "combat"):
        return False
    rest = limit[1:]
    return all(_cls(t) == "Unknown" for t in rest) and (
        tuple(getattr(t, "text", "") for t in rest) in BATTLE_END_LIMITS
    )


# the timings of abilities used only in a battle (10.9.2-10.9.6: [普通] [対抗] [イニシアチブ]
# [対抗:～限定]) and of ○ / ● abilities that work only in one ([戦闘], 10.9.8)
_BATTLE_TIMINGS = {"normal", "counter", "initiative", "combat"}


# the special abilities named by their mark (14.2-14.8), as the lexicon reads 「□特殊能力」 …
ABILITY_MARKS = {
    "completion_ability": "□",
    "self_destruct_ability": "×",
    "declaration_ability": "◎",
    "constant_ability": "○",
    "hand_ability": "◇",
    "automatic_ability": "●",
    "reversal_ability": "▽",
}


def _cost_kept_proviso(node: Any) -> tuple[Any, tuple[str, bool] | None]:
    """「ただし、(対象自身の)□特殊能力のコストとして(対象を)行動完了にすることはできる /
    ことができる。」 as the effect's last sentence (a proviso on the sentence before, 「ただし」):
    the sentence taken out and returned as (the mark, own_only) — the 「行動完了にならない」 before
    it (``NoRestStep``) keeps the cost of an ability of that mark (of the unit's own card with
    「対象自身の」). Else (node, None)."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return node, None
    st = sents[-1].steps[0]
    body = st.body
    if (
        st.lead != "proviso"
        or st.condition is not None
        or st.lead_inner is not None
        or getattr(body, "verb", None) != "do"
        or getattr(getattr(body, "form", None), "value", None) != "final"
        or getattr(body, "modal", None) not in ("ことができる", "ことはできる")
        or getattr(body, "amount", None) is not None
        or getattr(body, "more", None)
    ):
        return node, None
    # the grammar hangs 「…として」 on the object 「対象を」 when one is printed (「□特殊能力のコスト
    # として対象を」 / 「行動完了に」), or on the goal when none is: the terms read in printed order,
    # the object 「対象」 after 「として」 dropped (the unit made acted is the step's own 対象)
    if [a.role.value for a in body.args] not in (["goal"], ["object", "goal"]):
        return node, None
    ts = [
        (_cls(t), getattr(t, "id", None) or getattr(t, "who", None))
        for a in body.args
        for t in _terms(a.value)
    ]
    for i in range(1, len(ts)):
        if ts[i - 1] == ("Word", "as") and ts[i] == ("Word", "target"):
            ts = ts[:i] + ts[i + 1 :]
            break
    tail = ts[-4:]
    if len(ts) < 4 or tail[0][0] != "CardKind" or tail[0][1] not in ABILITY_MARKS:
        return node, None
    if tail[1:] != [("Stat", "cost"), ("Word", "as"), ("Word", "action_complete")]:
        return node, None
    head = ts[:-4]
    if head not in ([], [("Word", "target"), ("Owner", "oneself")]):
        return node, None
    kept = (ABILITY_MARKS[str(tail[0][1])], bool(head))
    return replace(node, effect=replace(node.effect, sentences=sents[:-1])), kept


def _no_counter_sentence(node: Any) -> bool:
    """Whether the effect's last sentence is 「この効果に対して対抗連鎖は発生できない / 発生しない」
    alone (after a step of its own)."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return False
    st = sents[-1].steps[0]
    body = st.body
    if (
        getattr(body, "verb", None) != "occur"
        or getattr(getattr(body, "form", None), "value", None) not in ("cannot", "negative")
        or st.condition is not None
        or st.lead is not None
    ):
        return False
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in body.args
    }
    chain = [("Unknown", "対抗連鎖")]
    return len(body.args) == 2 and (
        roles == {"against": [("Ref", "this"), ("CardKind", "effect")], "topic": chain}
        or roles == {"against": [("Ref", "this"), ("CardKind", "effect")], "subject": chain}
    )


def _cancel_sentence_step(st: Any) -> bool:
    """「この効果 / このダメージは発揮されない / 適用されない」: the step of a cancel sentence."""
    body = st.body
    roles = {
        a.role.value: [
            (_cls(t), getattr(t, "id", None) or getattr(t, "text", None)) for t in _terms(a.value)
        ]
        for a in getattr(body, "args", ())
    }
    return (
        (
            st.lead is None
            and getattr(body, "verb", None) == "do"
            # 「発揮されない」, and the active 「この効果は発揮しない / 適用しない」 (the same cancel said of
            # the effect as its own subject)
            and getattr(getattr(body, "form", None), "value", None) in ("passive_neg", "negative")
            and roles.get("topic")
            in ([("Ref", "this"), ("CardKind", "effect")], [("Ref", "this"), ("Word", "damage")])
            and roles.get("none") in ([("Unknown", "発揮")], [("Unknown", "適用")])
            and len(roles) == 2
        )
        or _invalid_sentence_step(st)
        or _not_received_step(st)
    )


# what a step may say is not received: 「この効果」 / 「このダメージ」 (the words of a cancel sentence)
_THIS_EFFECT = ([("Ref", "this"), ("CardKind", "effect")], [("Ref", "this"), ("Word", "damage")])


def _not_received_step(st: Any) -> bool:
    """「(対象は)この効果 / このダメージを受けない」: the effect not received by the target — the
    cancel 「この効果は適用されない」 said from the target's side (10.12.2)."""
    body = st.body
    roles = {a.role.value: _shape(_terms(a.value)) for a in getattr(body, "args", ())}
    return (
        st.lead is None
        and getattr(body, "verb", None) == "receive"
        and getattr(getattr(body, "form", None), "value", None) == "negative"
        and roles.get("object") in _THIS_EFFECT
        and set(roles) <= {"object", "topic", "subject"}
        and all(roles[r] == [("Word", "target")] for r in ("topic", "subject") if r in roles)
        and len(roles) == len(getattr(body, "args", ()))
    )


def _units_not_affected(node: Any) -> tuple[str, tuple[Any, ...]] | None:
    """The last sentence 「「種族:バード」のユニットはこの効果を受けない」 / 「「進軍タイプ:飛行」を持つ
    ユニットには効果を発揮しない」: the units so described are not affected — the condition on each
    target (the modifiers of 「ユニット」, as 〈対象:～〉's own are read: ``_member_filter``) under
    which the effect is not applied, as 「対象が…の場合、この効果は適用されない」 (10.12.2); else None."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return None
    st = sents[-1].steps[0]
    body = st.body
    if st.lead is not None or st.condition is not None or st.cost is not None:
        return None
    args = tuple(getattr(body, "args", ()) or ())
    roles = {a.role.value: _terms(a.value) for a in args}
    if len(roles) != len(args) or getattr(getattr(body, "form", None), "value", None) != "negative":
        return None
    verb = getattr(body, "verb", None)
    if verb == "receive" and set(roles) == {"topic", "object"}:
        # 「…のユニットはこの効果 / このダメージを受けない」
        who, ok = roles["topic"], _shape(roles["object"]) in _THIS_EFFECT
    elif verb == "do" and set(roles) == {"goal", "object", "none"}:
        # 「…ユニットには(この)効果を発揮しない」
        who = roles["goal"]
        ok = _shape(roles["object"]) in ([("CardKind", "effect")], _THIS_EFFECT[0]) and [
            (_cls(t), getattr(t, "text", None)) for t in roles["none"]
        ] == [("Unknown", "発揮")]
    else:
        return None
    if (
        not ok
        or len(who) < 2
        or (_cls(who[-1]), getattr(who[-1], "id", None)) != ("CardKind", "unit")
    ):
        return None
    parts = [_member_filter(t) for t in who[:-1]]
    if any(p is None for p in parts):
        return None
    return parts[0] if len(parts) == 1 else ("and", tuple(parts))  # type: ignore[return-value]


# 「この効果は無効である / 無効となる / 無効になる / 無効とする / 無効」, 「この効果を無効にする」 as the
# grammar types them: (verb, form, the role of 「この効果」, the role of 「無効」)
_INVALID_FORMS = frozenset(
    {
        ("exist_thing", "final", "topic", "means"),
        ("become", "final", "topic", "with"),
        ("become", "final", "topic", "goal"),
        ("do", "final", "topic", "with"),
        ("be", "nominal", "topic", "predicate"),
        ("do", "final", "object", "goal"),
    }
)


def _invalid_sentence_step(st: Any) -> bool:
    """「この効果は無効である」 and its other wordings (``_INVALID_FORMS``): the effect said to be
    無効 — under the sentence's condition it brings nothing about (10.19.2)."""
    body = st.body
    args = tuple(getattr(body, "args", ()) or ())
    if st.lead is not None or len(args) != 2:
        return False
    this = [a for a in args if _shape(_terms(a.value)) == [("Ref", "this"), ("CardKind", "effect")]]
    void = [a for a in args if _shape(_terms(a.value)) == [("Word", "invalid")]]
    if len(this) != 1 or len(void) != 1:
        return False
    form = getattr(getattr(body, "form", None), "value", None)
    key = (getattr(body, "verb", None), form, this[0].role.value, void[0].role.value)
    return key in _INVALID_FORMS


def _cancel_step(node: Any, at: str) -> Any:
    """The step of the cancel sentence ``_cancel_sentence`` found (``at``: last / first)."""
    sents = node.effect.sentences
    return (sents[-1] if at == "last" else sents[0]).steps[0]


def _cancel_sentence(node: Any) -> tuple[str, Any] | None:
    """「Xの場合、この効果は発揮されない / 適用されない。」 as the effect's last sentence (its
    condition X with it), or as its first with X the ability's leading condition: ("last" |
    "first", X), else None."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2:
        return None

    def cancel(se: Any) -> Any:
        ok = len(se.steps) == 1 and _cancel_sentence_step(se.steps[0])
        return se.steps[0] if ok else None

    last = cancel(sents[-1])
    if last is not None and getattr(last.condition, "marker", None) in ("baai", "no_baai"):
        return "last", last.condition
    first = cancel(sents[0])
    if (
        first is not None
        and first.condition is None
        and getattr(node.condition, "marker", None) in ("baai", "no_baai")
    ):
        return "first", node.condition
    return None


def _until_chain_sentence(node: Any) -> bool:
    """The last sentence 「対抗連鎖終了後、この効果を消失させる」 (10.15.1.2) or 「対抗連鎖が終了した
    場合、対象はこの効果を失う」 (10.15.2.1): the words the rules define for an effect lost when the
    counter chain ends."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2:
        return False
    steps = sents[-1].steps
    this_effect = [("Ref", "this"), ("CardKind", "effect")]

    def obj(b: Any) -> list[Any]:
        return [_shape(_terms(a.value)) for a in b.args if a.role.value == "object"]

    if len(steps) == 2:
        a, b = steps[0].body, steps[1].body
        texts = [getattr(t, "text", None) for x in getattr(a, "args", ()) for t in _terms(x.value)]
        return (
            getattr(a, "verb", None) == "be"
            and texts == ["対抗連鎖終了後"]
            and getattr(b, "verb", None) == "vanish"
            and obj(b) == [this_effect]
        )
    if len(steps) == 1:
        st = steps[0]
        b, cond = st.body, st.condition
        cl = getattr(cond, "clause", None)
        words = [getattr(t, "text", None) for x in getattr(cl, "args", ()) for t in _terms(x.value)]
        return (
            getattr(b, "verb", None) == "lose"
            and obj(b) == [this_effect]
            and getattr(cond, "marker", None) == "baai"
            # 「対抗連鎖が終了した場合」: 終了 + した, or the verb 終了する (``finish``, round 51)
            and (
                words == ["対抗連鎖", "終了"]
                or (words == ["対抗連鎖"] and getattr(cl, "verb", None) == "finish")
            )
        )
    return False


def _no_stack_sentence(node: Any) -> bool:
    """Whether the effect's last sentence is 「重複しない」 alone (16.2, printed without its
    parentheses): a note on the effect before it, not a step of its own."""
    sents = getattr(getattr(node, "effect", None), "sentences", ()) or ()
    if len(sents) < 2 or len(sents[-1].steps) != 1:
        return False
    st = sents[-1].steps[0]
    body = st.body
    args = getattr(body, "args", ()) or ()
    # 「重複しない」 alone, or 「この効果は重複しない」 (the effect named as its topic)
    this_effect = len(args) == 1 and args[0].role.value == "topic"
    this_effect = this_effect and _shape(_terms(args[0].value)) == [
        ("Ref", "this"),
        ("CardKind", "effect"),
    ]
    return (
        getattr(body, "verb", None) == "overlap"
        and getattr(getattr(body, "form", None), "value", None) == "negative"
        and (not args or this_effect)
        and st.condition is None
        and st.lead is None
    )


def _only_on_this_unit(p: Any) -> bool:
    """Whether every step of the shared program ``p`` names 「このユニット」 as what it acts on
    (its ``ThisUnit`` marker, 4.7.2) and nothing else (no group, no player's topic)."""
    return bool(p.steps) and all(
        any(isinstance(x, ThisUnit) and x.of == "this_unit" for x in o.detail)
        and not any(isinstance(x, Named | PlayerTopic) for x in o.detail)
        for o in p.steps
    )


def _target_is_this_unit(target: Any) -> bool:
    """〈対象:このユニット〉 alone (no filter, no group): the unit 「このユニット」 names."""
    return (
        target is not None
        and getattr(target, "kind", None) == "this_unit"
        and not getattr(target, "where", ())
        and not getattr(target, "worn", False)
        and not getattr(target, "fought", False)
        and not getattr(target, "named", False)
    )


def _own_guard(o: Any) -> Guarded | None:
    """The condition a shared step of mc opens with (a ``Guarded`` of its ``detail`` other than
    「…してもよい」), else None."""
    if o.verb != "mc":
        return None
    return next((x for x in o.detail if isinstance(x, Guarded) and x.cond != CHOSEN), None)


def _under_sentence(ops: tuple[Any, ...]) -> tuple[Any, ...]:
    """「対象が…の場合、AしBする」: the condition before the effect (10.12.1) holds the rest of its
    sentence (``ruling.cardtext.ir.sentence_held``) — B's steps ``Guarded`` by it, ``under``:
    done as the condition was read on the target when A came, not met not applied (10.12.2).
    「…の場合、代わりにAしBする」: B is part of what is done instead (10.8.2) — ``instead`` as A
    is, decided once with it (round 64; before, B was done whether the condition held or not).
    A 「そうでない場合」 opens no such scope; a step of B on a group, on 「この
    ユニット」 or 「…してもよい」 under it is refused (not run). Before, B had no condition."""

    def opens(o: Any) -> bool:
        g = _own_guard(o)
        return g is not None and not (g.negate or g.otherwise)

    held = sentence_held(ops, own=lambda o: _own_guard(o) is not None, opens=opens)
    out: list[Any] = []
    for o, h in zip(ops, held, strict=True):
        if h is None:
            out.append(o)
            continue
        g = _own_guard(ops[h])
        assert g is not None
        if any(isinstance(x, Named | ThisUnit | Guarded) for x in o.detail):
            raise Unsupported(
                "a step on a group, on 「このユニット」 or 「…してもよい」 under its sentence's "
                "condition not run yet"
            )
        detail = tuple(
            x
            if isinstance(x, PlayerTopic | AfterApplied | RollStep)
            else Guarded(g.cond, x, instead=g.instead, under=not g.instead)
            for x in o.detail
        )
        out.append(replace(o, detail=detail))
    return tuple(out)


def _effect_steps(p: Any, target: Any) -> tuple[list[Any], Target | None]:
    """The mc steps of a shared program `p`, in order, with 「効果適用後、」 (4.1.11) as an
    AfterApplied between two of them, and what they act on: the 〈対象:…〉 ``target``, or the
    group the steps name themselves (``Named``: every step on a unit must name the same one,
    and none beside a 〈対象:…〉); anything else the shared layer read is refused."""
    steps: list[Any] = []
    groups: set[Target] = set()
    unnamed = False
    topic: dict[int, str] = {}  # a sentence's performer (「対象は…し、その後、…」) so far
    on_this: list[OnThis] = []  # the steps on 「このユニット」 (4.7.2)
    for o in _under_sentence(tuple(p.steps)):
        if o.verb != "mc" or o.cond is not None or o.cost is not None:
            raise Unsupported(f"the step {o.verb} not run yet")
        if o.lead == "if_done" and steps:
            steps.append(AfterApplied())
        elif o.lead is not None:
            raise Unsupported(f"the connector {o.lead} not run yet")
        named = [x.group for x in o.detail if isinstance(x, Named)]
        groups.update(named)
        if any(isinstance(x, PlayerTopic) for x in o.detail) and (
            target is None or target.kind != "player" or target.owner != "own"
        ):
            raise Unsupported(
                "「対象は…」 on the player's own cards without 〈対象:自軍プレイヤー〉"
            )
        rest = [x for x in o.detail if not isinstance(x, Named | ThisUnit | PlayerTopic)]
        marker = next((x for x in o.detail if isinstance(x, ThisUnit)), None)
        if marker is not None and marker.of == "this_unit" and _target_is_this_unit(target):
            # 〈対象:このユニット〉 and a step on 「このユニット」: the one unit both name (4.7.2,
            # 10.10.1) — the step is on the target, as 「対象に…」 is
            marker = None
        if marker is not None:
            bare = [x.step if isinstance(x, Guarded) else x for x in rest]
            if marker.of == "card" and not all(isinstance(x, ZoneStep) for x in bare):
                # the card itself (4.7.2) is moved (discarded, removed, returned) only
                raise Unsupported("a step on 「このカード」 other than moving it not run yet")
            if not all(
                isinstance(x, ON_THIS_STEPS)
                and not getattr(x, "dice", None)
                and not getattr(x, "read", None)
                and not getattr(x, "of_this", None)
                for x in bare
            ):
                raise Unsupported("a step of this kind on 「このユニット」 not run yet")
            # a step on 「このユニット」 under its own condition: Guarded(cond, OnThis(step))
            of = marker.of
            done = [
                replace(x, step=OnThis(x.step, of)) if isinstance(x, Guarded) else OnThis(x, of)
                for x in rest
            ]
            on_this += [OnThis(x, of) for x in bare]
            steps += done
            continue
        for k, x in enumerate(rest):
            if isinstance(x, ReplenishStep | PileDiscardStep) and not getattr(
                x, "every_player", False
            ):
                if x.owner:
                    topic[o.sentence] = x.owner
                elif o.sentence in topic:
                    # a topic stands over the steps after it in its sentence
                    rest[k] = replace(x, owner=topic[o.sentence])
        unnamed = unnamed or (
            not named and not all(isinstance(unchosen(x), PLAYER_STEPS) for x in rest)
        )
        steps += rest
    for k, x in enumerate(steps):
        if isinstance(x, Guarded) and x.instead:
            # 「…の場合、代わりに…」 (10.8.2): it replaces the one step just before it
            prev = steps[k - 1] if k else None
            if isinstance(prev, Guarded) and prev.instead and prev.cond == x.cond:
                # 「代わりに対象を「攻撃力:+1」「防御力:+1」する」: the replacement said as several
                # steps of one sentence under the one condition — together what is done instead
                # of the step before the first of them
                continue
            if prev is None or isinstance(prev, (Guarded, AfterApplied, OnThis, *PLAYER_STEPS)):
                raise Unsupported("「…の場合、代わりに…」 other than after one plain step")
            steps[k - 1] = Guarded(x.cond, prev, negate=True)
    if any(
        isinstance(x, Guarded)
        and x.cond[0] == "exists"
        and x.cond[1][0] in _ON_TARGET_PLACES
        and x.cond[1][1] is not None
        and (target is None or target.owner != "own")
        for x in steps
    ):
        # 「対象と同じ地形に自軍…が存在する場合」 under a step is read from its target's side
        # (``common.guard_card``): the ability's own only for 〈対象:自軍…〉; any other place's
        # 自軍 / 敵軍 is read from the ability's unit or card (1.3.7), whatever the target
        raise Unsupported(
            "a step's own 「対象と同じ地形に…存在する場合」 beside a target of either side"
        )
    if any(isinstance(x, Guarded) and x.cond[0] == "terrains" for x in steps) and (
        target is None or (target.kind != "this_unit" and target.owner != "own")
    ):
        # 「自軍配置地形に…存在する場合」 under a step is read from its target's side (its area's,
        # ``common._matches``): the ability's player's only on its own units
        raise Unsupported(
            "a step's own 「自軍 / 敵軍…地形に…存在する場合」 beside a target of either side"
        )
    if any(isinstance(x, Guarded) and x.cond != CHOSEN for x in steps) and (
        target is None
        or target.kind not in ("unit", "this_unit", "party", "all_units")
        or target.named
        or any(isinstance(x, (OnThis, *PLAYER_STEPS)) for x in steps)
        or any(
            isinstance(x, Guarded)
            and x.cond != CHOSEN  # 「…してもよい」: the runners ask the player (10.1.14)
            and (
                isinstance(x.step, DiscardInUseStep)
                # 「対象が…の場合、(さらに)自軍プレイヤーはカードを1枚引く」: a step on the player's
                # cards under the one target's condition (10.10.4; ``play.run_target_steps``)
                or (
                    isinstance(x.step, PLAYER_STEPS)
                    and (
                        target.kind not in ("unit", "this_unit")
                        or not isinstance(x.step, ReplenishStep | PileDiscardStep)
                    )
                )
                or getattr(x.step, "dice", None)
                or getattr(x.step, "read", None)
            )
            for x in steps
        )
    ):
        # read on each declared unit as its steps are done (``play.run_target_steps``, the ●
        # runner ``play.fire``; over a group with 「効果適用後、」 ``play.run_group_steps``)
        raise Unsupported("a step's own condition other than on declared units not run yet")
    if any(isinstance(x, ChooseInUse | VanishStep) for x in steps):
        # 「…を1つ選んで消失させる」: the choice and the vanishing, one step (10.15.1.1)
        k = next(i for i, x in enumerate(steps) if isinstance(x, ChooseInUse | VanishStep))
        if not (
            isinstance(steps[k], ChooseInUse)
            and k + 1 < len(steps)
            and isinstance(steps[k + 1], VanishStep)
            and sum(isinstance(x, ChooseInUse | VanishStep) for x in steps) == 2
        ):
            raise Unsupported("「消失させる」 other than of the effect 「…を1つ選んで」 chose")
        steps[k : k + 2] = [VanishStep()]
    if any(isinstance(x, LookStep | ReorderStep) for x in steps):
        # 「山札の上からn枚を見て、好きな順番で山札の上に戻す」: one step on the player's deck
        k = next(i for i, x in enumerate(steps) if isinstance(x, LookStep | ReorderStep))
        if not (
            isinstance(steps[k], LookStep)
            and k + 1 < len(steps)
            and isinstance(steps[k + 1], ReorderStep)
            and sum(isinstance(x, LookStep | ReorderStep) for x in steps) == 2
        ):
            raise Unsupported(
                "「山札の上からn枚を見て」 other than with 「好きな順番で山札の上に戻す」"
            )
        or_discard = steps[k + 1].or_discard
        if or_discard and steps[k].n != 1:
            # 「そのカード」: one card — more looked at, which of them it is is not said
            raise Unsupported("「そのカードを山札の上か捨て山に置く」 after more than one card")
        steps[k : k + 2] = [LookReorderStep(steps[k].n, steps[k].owner, or_discard)]
    if any(isinstance(x, ChooseUsedCard | DestroyChosen) for x in steps):
        # 「…を1つ選び、破棄する」: the choice and the discarding, one step (10.15.3)
        k = next(i for i, x in enumerate(steps) if isinstance(x, ChooseUsedCard | DestroyChosen))
        if not (
            isinstance(steps[k], ChooseUsedCard)
            and k + 1 < len(steps)
            and isinstance(steps[k + 1], DestroyChosen)
            and sum(isinstance(x, ChooseUsedCard | DestroyChosen) for x in steps) == 2
        ):
            raise Unsupported(
                "「破棄する」 with no object other than of the card 「…を1つ選び」 chose"
            )
        steps[k : k + 2] = [DiscardInUseStep(steps[k].kind)]
    if not steps:
        raise Unsupported("no effect this compiler runs")
    _own_zone_ok(steps, target)
    steps = _dice_of_rolls(steps)
    _died_after_damage(steps)
    if on_this and (
        target is None
        or (target.kind not in ("unit", "this_unit") and not _on_this_after_group(steps, target))
        or groups
        or len(on_this) == len([x for x in steps if not isinstance(x, AfterApplied)])
    ):
        # 「このユニット」 beside one declared unit: the use's runner does each step on the unit
        # its text names (``play.run_target_steps``); alone, or beside a group, not read
        raise Unsupported("a step on 「このユニット」 other than beside one declared target")
    if target is not None and target.kind == "player":
        # 〈対象:自軍/敵軍プレイヤー〉: the steps on that player (10.10.1), each naming 「対象」 —
        # its hand limit, or what 「対象は」 does (a topic over its sentence); a step naming that
        # same player (「自軍プレイヤーに…」 beside 〈対象:自軍プレイヤー〉) names the target
        # a step naming no player (「カードを1枚補充する」) is its user's own (as beside a unit
        # target) and, by 10.10.4, the target's: the same player only for 〈対象:自軍プレイヤー〉
        if not all(
            (
                isinstance(
                    x,
                    HandLimitStep
                    | ReplenishStep
                    | PileDiscardStep
                    | LookReorderStep
                    | ShuffleStep
                    | InitiativeResultStep,
                )
                and (x.owner in ("target", target.owner) or (not x.owner and target.owner == "own"))
            )
            # 「対象は捨て山のカード1枚を手札に戻す」: the player's own cards, 〈対象:自軍プレイヤー〉
            or (isinstance(x, ChooseStep | PutStep) and x.owner == "own" == target.owner)
            # 「対象は(自軍手札の)…ユニットカードを即時召喚できる」: what 「対象は」 may do (a topic
            # over its sentence), its own hand
            or isinstance(x, InstantSummonPermitStep)
            # 「Aする。効果適用後、Bする。」 (4.1.11) between the player's steps: B is brought
            # about only if A applied, even in part (``effects.run_player_steps``)
            or isinstance(x, AfterApplied)
            # 「…してもよい」 (``CHOSEN``): the step it wraps, the user's choice (10.1.14)
            for x in map(unchosen, steps)
        ):
            raise Unsupported("a player as the target of steps that do not name it")
        return [
            x
            if isinstance(x, AfterApplied)
            else replace(x, step=replace(x.step, owner=target.owner))
            if unchosen(x) is not x
            else replace(x, owner=target.owner)
            for x in steps
        ], target
    if any(getattr(x, "owner", None) == "target" for x in steps):
        raise Unsupported("「対象は」 / 「対象に」 of a player step without a player as the target")
    if groups:
        if target is not None or len(groups) > 1 or unnamed:
            raise Unsupported(
                "a group of units named beside 〈対象:…〉 or another group not run yet"
            )
        target = groups.pop()
    _player_steps_ok(steps, target)
    return steps, target


def _this_card_on_field(steps: list[Any], mark: str, card_type: str | None) -> None:
    """A step moving 「このカード」 (``OnThis`` of ``card``) is run for a card on the battlefield
    (a unit, an equipment), where the effect finds it (4.7.2). A card used from the hand (◇,
    14.6) or a battle spell is in the discard pile from its cost on (10.1.13, 5.1.7.2): whether
    the effect still names it there (5.1.1.8: a card that changed zones is a new card) is not
    said — not run."""
    if mark != "◇" and card_type not in ("spell",):
        return
    for x in steps:
        on = x.step if isinstance(x, Guarded) else x
        if isinstance(on, OnThis) and on.of == "card":
            raise Unsupported(
                "「このカード」 moved by the effect of a card used from the hand: it is in the "
                "discard pile from its cost on (10.1.13, 5.1.1.8) — not run"
            )


_COUNTED_SIDES = {"own_army": "own", "enemy_army": "enemy"}
# 「nは…」: the verbs a definition of n is printed with (「nは～(である)」, 「～に等しい」, 「～とする」)
_DEFINING = {"be": "predicate", "equal": "goal", "do": "with", "exist_thing": "means"}


def _counted_units(np: Any) -> tuple[str, str] | None:
    """「自軍 / 敵軍(の)ユニット(の)数」 (「戦場に存在する…」 the same: units are on the battlefield,
    3.3): ("units", "own" / "enemy"), else None."""
    terms = _terms(np)
    if terms and _cls(terms[0]) == "Relative":
        cl = terms[0].clause
        where = [getattr(t, "text", None) for a in cl.args for t in _terms(a.value)]
        if getattr(cl, "verb", None) != "exist_in" or where != ["戦場"]:
            return None
        terms = terms[1:]
    shape = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in terms]
    party = shape[1:2] == [("Word", "party")]
    if party:
        # 「自軍 / 敵軍パーティのユニットの数」: that side's units on one terrain (a party, 4.4.1)
        # — the terrain of the ability's card (its unit's, or the user's for a card of the hand)
        shape = shape[:1] + shape[2:]
    if len(shape) != 3 or shape[1:] != [("CardKind", "unit"), ("Word", "number")]:
        return None
    side = _COUNTED_SIDES.get(str(shape[0][1])) if shape[0][0] == "Owner" else None
    return ("party_units" if party else "units", side) if side else None


def _defining_sentence(
    node: Any, is_topic: Callable[[Any], bool], read: Callable[[Any], Any]
) -> tuple[Any, Any]:
    """A sentence after the first of ``node``'s effect that defines a variable of the effect
    (「nは～」 / 「ただし、nは～」 / 「Xは～に等しい」 / 「～とする」): its one topic term meets
    ``is_topic`` and ``read`` makes something of what it is said to be (None: not this
    form). Returns (``node`` without that sentence, what ``read`` made), or (``node``, None)
    where no sentence is such."""
    eff = getattr(node, "effect", None)
    sents = list(getattr(eff, "sentences", ()) or ())
    for i, se in enumerate(sents):
        if i == 0 or len(se.steps) != 1:
            continue
        st = se.steps[0]
        body = st.body
        role = _DEFINING.get(getattr(body, "verb", None) or "")
        args = getattr(body, "args", ()) or ()
        if role is None or st.condition is not None or st.cost is not None or len(args) != 2:
            continue
        roles = {a.role.value: a.value for a in args}
        topic = _terms(roles["topic"]) if "topic" in roles else ()
        if len(topic) != 1 or not is_topic(topic[0]) or role not in roles:
            continue
        got = read(roles[role])
        if got is None:
            continue
        rest = tuple(x for k, x in enumerate(sents) if k != i)
        return replace(node, effect=replace(eff, sentences=rest)), got
    return node, None


def _dice_variable(node: Any) -> tuple[Any, tuple[str, str] | None]:
    """「…【nD】ダメージを与える。nは自軍ユニットの数。」 (3.4.6's example): the sentence defining n
    (``_defining_sentence``) taken out of the effect, and the count it names
    (``_counted_units``) — bound to the 【nD】 step by ``_bind_dice_count``. A sentence 「nは…」
    of another count is left (and refuses the ability as a step not read)."""
    out, counted = _defining_sentence(
        node,
        lambda t: _cls(t) == "Placeholder" and t.text in ("n", "ｎ"),
        _counted_units,
    )
    return out, counted


_AT_MOST = re.compile(r"[（(]?最大([0-9０-９]+)[）)]?")


def _hand_size_of(value: Any) -> str | None:
    """「自軍 / 敵軍手札の枚数」: whose hand is counted (5.1.4.1), else None."""
    said = _terms(value)
    if _shape(said)[1:] != [("Zone", "hand"), ("Word", "number_of_cards")]:
        return None
    owner = {"own_army": "own", "enemy_army": "enemy"}.get(str(getattr(said[0], "who", "")))
    return owner if _cls(said[0]) == "Owner" else None


def _stat_variable(node: Any) -> tuple[Any, tuple[Any, ...] | None]:
    """「…「防御力:+X」する。Xは自軍 / 敵軍手札の枚数(に等しい)。(最大n)」: the sentence defining X
    as the count of that side's hand (5.1.4.1: the cards in it) taken out of the effect
    (``_defining_sentence``), with the reminder 「最大n」 (X no more than n) — ("hand", owner, n or
    None), bound to the value change by ``_bind_stat_variable``. Another sentence 「Xは…」 is left
    (and refuses the ability)."""
    out, owner = _defining_sentence(
        node,
        lambda t: _cls(t) == "Count" and getattr(t.number, "variable", None) in ("X", "Ｘ"),
        _hand_size_of,
    )
    if owner is None:
        return node, None
    cap: int | None = None
    rest_rem = []
    for r in getattr(node, "reminders", ()) or ():
        m = _AT_MOST.fullmatch(re.sub(r"\s", "", r.text))
        if m and cap is None:
            cap = int(m.group(1).translate(str.maketrans("０１２３４５６７８９", "0123456789")))
        else:
            rest_rem.append(r)
    return replace(out, reminders=tuple(rest_rem)), ("hand", owner, cap)


def _bind_stat_variable(steps: list[Any], read: tuple[Any, ...] | None) -> list[Any]:
    """The value changes 「…:+X」 given what X counts (``_stat_variable``); 「+X」 with no 「Xは…」, or
    「Xは…」 with no 「+X」, refused."""
    unbound = [x for x in steps if isinstance(x, StatStep) and x.read == ("var", "X")]
    if unbound and read is None:
        raise Unsupported("「…:+X」 with X not said by the text in a form run not run yet")
    if read is not None and not unbound:
        raise Unsupported("「Xは…」 with no 「…:+X」 in the effect not run yet")
    return [
        replace(x, read=read) if isinstance(x, StatStep) and x.read == ("var", "X") else x
        for x in steps
    ]


def _bind_dice_count(steps: list[Any], count: tuple[str, str] | None) -> list[Any]:
    """The 【nD】 steps given the count n names (3.4.6); 【nD】 with no 「nは…」, or 「nは…」 with
    no 【nD】, refused."""
    unbound = [x for x in steps if isinstance(x, DamageStep) and x.count_of == ("n",)]
    if unbound and count is None:
        raise Unsupported("【nD】 with n not said by the text not run yet")
    if count is not None and not unbound:
        raise Unsupported("「nは…」 with no 【nD】 in the effect not run yet")
    return [
        replace(x, count_of=count) if isinstance(x, DamageStep) and x.count_of == ("n",) else x
        for x in steps
    ]


def _dice_of_rolls(steps: list[Any]) -> list[Any]:
    """Each 「出目が…の場合、」 (``("dice", …)``) tied to the roll it reads: the last
    ``RollStep`` before it (3.4.5: the dice result that roll gave). A dice condition with no roll
    before it, or a roll no condition reads, is refused."""
    out: list[Any] = []
    last: int | None = None
    read: set[int] = set()
    for k, x in enumerate(steps):
        if isinstance(x, RollStep):
            last = k
        elif isinstance(x, Guarded) and x.cond[0] == "dice":
            if last is None:
                raise Unsupported("「出目が…の場合」 with no 「ダイスを振る」 before it")
            read.add(last)
            x = replace(x, cond=("dice", (*x.cond[1], last)))
        out.append(x)
    if any(isinstance(x, RollStep) and k not in read for k, x in enumerate(out)):
        raise Unsupported("「ダイスを振る」 with no condition reading its result not run yet")
    return out


def _wearer_on_item(node: Any, card_type: str | None) -> None:
    """A condition said of the unit an item or a battle spell is on (「このカードを使用したユニットが
    …の場合」, 「装備ユニットが…」) is read on the unit 「このユニット」 names (4.7.2, 10.13.1): on a
    unit or terrain card there is no such unit — refused, not read on the card itself."""
    if card_type in ("item", "spell"):
        return
    for n in A.walk(node):
        if not isinstance(n, A.Condition):
            continue
        for a in getattr(getattr(n, "clause", None), "args", ()) or ():
            if a.role.value == "subject" and _referent(_terms(a.value)) == "wearer":
                raise Unsupported(
                    "a condition on the unit an item is used by / worn by, printed on a card "
                    "that is not an item or a battle spell (4.7.2) — not run"
                )


def _own_zone_ok(steps: list[Any], target: Target | None) -> None:
    """「…を自軍手札 / 自軍捨て山に置く」 (``ZoneStep.side``): the ability's own side's zone, which
    is where the card goes (its owner's, 5.1.1.4, 12.4.1, 12.5.1) only for a card of that
    player's — what 「このユニット」 / 「このカード」 / the unit the card is on names (``OnThis``),
    or a target of 〈対象:自軍…〉 / 〈対象:このユニット〉. A card of the other player's put into
    this player's zone is not read."""
    for x in steps:
        on = x.step if isinstance(x, Guarded) else x
        if isinstance(on, OnThis) or not isinstance(on, ZoneStep) or on.side is None:
            continue
        if target is None or not (target.kind == "this_unit" or target.owner == on.side):
            raise Unsupported(
                "a card put into a zone of 「自軍」 when it may be the other player's (5.1.1.4) "
                "not run yet"
            )


def _on_this_after_group(steps: list[Any], target: Target | None) -> bool:
    """「〈対象:…ユニットすべて〉 対象に…。効果適用後、このユニットを行動完了にする」: steps on
    「このユニット」 (``OnThis``) beside a declared group, only as parts of their own after
    「効果適用後、」 (4.1.11) — done once, on that unit (4.7.2), when a step before applied to any
    of the group (``play.run_group_steps``)."""
    if target is None or target.kind != "all_units" or target.named:
        return False
    parts = segments(steps)
    kinds = [{isinstance(x, OnThis) for _i, x in part} for part in parts]
    return (
        len(parts) > 1
        and all(len(k) == 1 for k in kinds)
        and kinds[0] == {False}
        and all(not isinstance(x, Guarded) for x in steps)
    )


def _player_steps_ok(steps: list[Any], target: Target | None) -> None:
    """Steps on the player's cards (``PLAYER_STEPS``) stand alone: not beside a target or steps
    on it, and 「…に置く」 only right after the 「…を選び」 it acts on."""
    mine = [isinstance(x, PLAYER_STEPS) for x in steps if not isinstance(x, AfterApplied)]
    if any(isinstance(x, AfterApplied) for x in steps) and target is None and not all(mine):
        # 4.1.11 asks whether the steps before applied "even in part" (to any of the units)
        raise Unsupported("「効果適用後、」 with no target not run yet")
    if any(mine) and (target is not None or not all(mine)) and not _mixed_ok(steps, target):
        raise Unsupported("steps on the player's cards beside a target not run yet")
    for i, x in enumerate(steps):
        if isinstance(x, AfterApplied):
            continue
        if isinstance(x, PutStep) and (i == 0 or not isinstance(steps[i - 1], ChooseStep)):
            raise Unsupported("「…に置く」 without the cards chosen just before it")
        if isinstance(x, PutStep) and steps[i - 1].owner != x.owner:
            raise Unsupported("cards put into a zone of the other side not run yet")
        if isinstance(x, ChooseStep) and not (
            i + 1 < len(steps) and isinstance(steps[i + 1], PutStep)
        ):
            raise Unsupported("「…を選び」 with nothing done to the cards chosen")


def segments(steps: tuple[Any, ...] | list[Any]) -> list[list[tuple[int, Any]]]:
    """The steps between two 「効果適用後、」 (4.1.11), each with its index in ``steps``."""
    out: list[list[tuple[int, Any]]] = [[]]
    for i, x in enumerate(steps):
        if isinstance(x, AfterApplied):
            out.append([])
        else:
            out[-1].append((i, x))
    return out


def mixed(steps: tuple[Any, ...] | list[Any]) -> bool:
    """Whether the steps mix steps on the player's cards with steps on the target."""
    kinds = {isinstance(x, PLAYER_STEPS) for x in steps if not isinstance(x, AfterApplied)}
    return len(kinds) == 2


def _mixed_ok(steps: list[Any], target: Target | None) -> bool:
    """「Aする。効果適用後、Bする。」 (4.1.11) with A on one unit (the target) and B on the
    player's cards, or the other way round: each part between two 「効果適用後、」 all on the
    player's cards or all on the one target. Steps all on the player's cards beside one unit
    target (「〈対象:このユニット〉 カードを2枚補充する」) are done once the target is proper when the
    effect is brought about (10.10.3, 10.10.5), on the cards of the player who used it: the text
    names them (10.10.4). A part may hold both (「対象に…を付与する。その後、カードを1枚補充する」:
    「その後、」 only orders the steps, 4.1.11 being 「効果適用後、」's): done in the order written on
    the one target and on the player's cards (``play.run_target_steps``), none of them when the
    target is no longer proper (10.10.3, 10.10.5); a part applied 「一部でも」 (4.1.11) when any of
    its steps applied."""
    return target is not None and target.kind in ("unit", "this_unit")


def compile_effect(text: str) -> tuple[Program | None, str]:
    """A bare effect text (no mark, name, timing or cost — not a special ability): the steps of
    a one-shot effect resolved by a player (the ``resolve_text`` situation), read by the same
    grammar and step readings as an ability's effect; 〈対象:…〉 and 「対象が…の場合、」 as in
    an ability. Returns the program (kind ``effect``) or None and why it is refused. A card's
    printed text never comes here (its abilities have their marks)."""
    from ruling.abilities import _parser

    global VOCAB
    parse = _parser()
    if parse is None:
        return None, "the grammar is not available"
    try:
        card = getattr(parse(text, "mc"), "card", None)
    except Exception:
        return None, "the grammar cannot read this text"
    nodes = tuple(card.abilities) if card is not None else ()
    if len(nodes) != 1 or not isinstance(nodes[0], A.Ability):
        return None, "not one effect text"
    node = _permission_spelling(nodes[0])
    try:
        if node.labels or node.keyword is not None or node.trigger is not None or node.cost:
            raise Unsupported("a text with a mark, a name, a timing or a cost is an ability")
        target = _target(node.target)
        if target is not None and (target.fought or target.with_this):
            raise Unsupported("「このユニットと…」 in a bare effect text (no unit)")
        condition = _condition(node.condition)
        _not_before_the_steps(condition)
        if condition is not None and _reads_this(condition):
            raise Unsupported("a condition on this unit in a bare effect text")
        from ruling.games._mc.common import ON_CARD_KINDS, PLAYER_SIDE_KINDS

        if (
            condition is not None
            and condition[0] in ON_CARD_KINDS
            and condition[0] not in PLAYER_SIDE_KINDS
        ):
            raise Unsupported("「この地形…」 in a bare effect text (no card, no terrain)")
        if VOCAB is None:
            VOCAB = _vocab()
        p = shared.compile_ability(replace(node, target=None, condition=None), VOCAB)
        if target is None and "対象" in text:
            # 10.10.1: the target is named when the use is declared, by 〈対象:～〉; a bare
            # effect text is the effect alone (no use, no declaration), so a text that names
            # 「対象」 without 〈対象:～〉 takes the one unit the situation names (`target`), as
            # 〈対象:ユニット1体〉 would (before its steps are read: 「効果適用後、」 needs it)
            try:
                steps, target = _effect_steps(p, Target("unit"))
            except Unsupported:
                steps, target = _effect_steps(p, None)
        else:
            steps, target = _effect_steps(p, target)
            if target is None and not all(
                isinstance(x, (*PLAYER_STEPS, AfterApplied)) for x in steps
            ):
                # 「「防御力:+2」を付与する。」 (4.6.8's example, 「このユニットに対して…という効果が
                # 適用される」): a bare effect whose steps name no unit is applied to the unit
                # the situation names (`target`), as 「対象」 is above (10.10.1)
                steps, target = _effect_steps(p, Target("unit"))
        if any(isinstance(x, RollStep) for x in steps):
            raise Unsupported("「ダイスをn個振る」 in a bare effect text not run yet")
        if any(isinstance(x, (StatStep, DamageStep)) and x.dice for x in steps) and (
            target is None
            or target.kind != "unit"
            or mixed(steps)
            or any(isinstance(x, DamageStep) and (x.count_of or x.read) for x in steps)
        ):
            # 「【nD】ダメージ」 / 「「攻撃力:-nD」する」 on the one target are rolled as the effect
            # is applied (``contract.resolve_text``); on a group, with n counted, or beside the
            # player's cards not yet
            raise Unsupported("dice in a bare effect text other than on one target not run yet")
        # damage of a value read (「【…のユニット数】ダメージ」, 10.17.1): read of the unit using the
        # effect, which the situation names (``resolve_text``'s ``user``); without one it is
        # refused there (contract.resolve_text)
        if any(isinstance(x, DiscardInUseStep) for x in steps):
            raise Unsupported(
                "「対象が使用している～を…破棄する」 in a bare effect text not run yet"
            )
        if any(isinstance(x, OnThis) for x in steps):
            raise Unsupported("「このユニット」 in a bare effect text (no unit using it)")
        if any(isinstance(x, NoRestStep | NoStandStep | InstantSummonPermitStep) for x in steps):
            raise Unsupported(
                "「行動完了にならない」 in a bare effect text (no duration) not run yet"
            )
        if any(isinstance(x, StatStep) and (x.of_this or x.read) for x in steps):
            raise Unsupported("a value change by this unit's value in a bare effect text")
        if target is not None and target.here:
            raise Unsupported(
                "「この地形に存在する…」 in a bare effect text (no terrain) not run yet"
            )
        if target is not None and target.kind not in ("unit", "all_units"):
            raise Unsupported("a bare effect text's target other than units not run yet")
        if target is None and not all(isinstance(x, (*PLAYER_STEPS, AfterApplied)) for x in steps):
            raise Unsupported("steps on a target without 〈対象:…〉")
        if any(isinstance(x, GrantStep) and x.kind == "spell" for x in steps):
            # spell slots given for a while are not read (held while a ○ ability is in force)
            raise Unsupported("「「スペル:x」を付与する」 outside a ○ ability not run yet")
        return Program("", "", (), target, tuple(steps), condition, kind="effect"), ""
    except Exception as exc:
        return None, getattr(exc, "reason", None) or f"{type(exc).__name__}: {exc}"


def face_down(card: Any) -> bool:
    """A card turned face down on the battlefield — a proxy terrain (代理地形, 5.1.2.20.1: its
    content hidden, a terrain card with no text; a terrain flipped by ▽, 14.8.1) — has no
    abilities."""
    return bool(card.states.get("proxy") or card.extra.get("proxy"))


def programs(card: Any) -> tuple[tuple[int, Program], ...]:
    """(index, program) of each of the card's printed abilities the engine runs."""
    from ruling.abilities import abilities_of

    if not card.text or face_down(card):
        return ()
    read = abilities_of("mc", card)
    kept = _PROGRAMS.get(id(read))
    if kept is not None and kept[0] is read:  # the same reading of the text: the same programs
        return kept[1]
    out = tuple(
        (ab.index, ab.program) for ab in read if ab.supported and isinstance(ab.program, Program)
    )
    if len(_PROGRAMS) > 4096:
        _PROGRAMS.clear()
    _PROGRAMS[id(read)] = (read, out)
    return out


# the programs of a reading of a text (``abilities_of``'s tuple, kept so its id stays its own)
_PROGRAMS: dict[int, tuple[Any, tuple[tuple[int, Program], ...]]] = {}


def targeted_continuous(card: Any) -> tuple[Program, ...]:
    """The card's ○ abilities (14.5) with a target, in printed order: what a unit's values
    are read with (``common.continuous_on``), asked of every card on the battlefield at every
    rule-process check — kept per printed text (and type, and whether the card is face down,
    ``face_down``) for the game's current reading of texts (``abilities._GENERATION``)."""
    if not card.text:
        return ()
    from ruling.abilities import _GENERATION

    key = (card.text, card.type, face_down(card), _GENERATION.get("mc", 0))
    kept = _TARGETED.get(key)
    if kept is not None:
        return kept
    out = tuple(p for _i, p in programs(card) if p.kind == "continuous" and p.target is not None)
    if len(_TARGETED) > 4096:
        _TARGETED.clear()
    _TARGETED[key] = out
    return out


# the targeted ○ programs of a card's programs (``programs``' tuple, kept so its id stays its own)
_TARGETED: dict[tuple[Any, ...], tuple[Program, ...]] = {}


def standing(card: Any, kid: str) -> list[Standing]:
    """The card's printed standing abilities of kind ``kid`` (13.1), from its text."""
    from ruling.abilities import abilities_of

    if not card.text or face_down(card):
        return []
    return [
        k
        for ab in abilities_of("mc", card)
        if ab.supported and isinstance(ab.program, Standing)
        for k in (ab.program, *ab.program.more)
        if k.id == kid
    ]


def spell_slots(card: Any) -> str:
    """A unit's spell-slot icons (13.1.3.1): the scenario's ``spell_slots``, else its printed
    「スペル:x」."""
    given = str(card.extra.get("spell_slots") or "")
    return given or "".join(k.text for k in standing(card, "spell"))


def spell_cost(card: Any) -> str:
    """A battle spell card's cost icons (13.1.3.1): the scenario's ``spell_cost``, else the one
    its ◇ abilities print as 〈コスト:スペル:x〉 (when they print one, and the same)."""
    given = str(card.extra.get("spell_cost") or "")
    if given:
        return given
    printed = {p.spell_cost for _, p in programs(card) if p.spell_cost}
    return printed.pop() if len(printed) == 1 else ""


def text_active(ctx: Any, uid: str, zone: str) -> bool:
    """Card text works on the battlefield and, for the cards used from there, in the hand and
    the effect zone (10.1.2, 5.1.7.2)."""
    return zone.startswith("field.") or zone in ("hand", "effect")
