"""Monster Collection (mc), round 31 (s27mctext), issue 12: general constructions of the card-text
compiler found in the spent blind sets cards_r14–r29 (docs/cardtext.md "MC round 31, issue 12
(s27mctext)"), each on a minimal ability text and a board."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_compile as _ability
from tests.ruling.test_mc_cardtext_r22 import _shrine

# --- 〈発動条件:～の場合〉: a condition read on the card, printed with 「(の)場合」 (14.8.2) ---------


@pytest.mark.parametrize(
    ("activation", "held"),
    [
        ("この地形に敵軍ユニットが存在しない場合", True),
        ("この地形に自軍ユニットが存在しない場合", False),
        ("自軍手札が2枚以下の場合", True),
        ("自軍手札が1枚以上の場合", False),
        ("自軍が進軍側の場合", True),
        ("自軍が守備側の場合", False),
        ("敵軍ターンの場合", False),
    ],
)
def test_an_activation_condition_printed_as_a_condition(activation: str, held: bool) -> None:
    """〈発動条件:自軍が守備側の場合〉 / 〈…自軍手札が2枚以下の場合〉: ～ read as the condition
    「～場合」 of a step, on the ability's card relative to its player (A: the turn's player, its
    hand empty, its 戦士 on the terrain), checked when the use is declared (10.1.4, 14.8.2); not
    held: the use cannot be declared."""
    r = resolve(loads(_shrine(activation, "戦士")))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"戦士.attack": 2 if held else 1}
    assert bool(r.outcome.get("rejected")) != held
    if not held:
        assert {"10.1.4", "14.8.2"} <= set(r.decided_by)


def test_an_activation_condition_about_a_unit_is_refused() -> None:
    """〈発動条件:～〉 is checked before there is a target (10.1.4): a condition on 対象 /
    このユニット is not read there."""
    with pytest.raises(Unsupported, match="発動条件"):
        _ability(
            "▽[メイン]x\n〈発動条件:対象が「種族:エルフ」の場合/対象:自軍ユニット1体〉\n"
            "対象に「攻撃力:+1」を付与する。"
        )


# --- 「Aする。その後、Bする。」 with A on the one target and B on the player's cards (10.10.4) ----

# an ability of 術者 targeting itself, its effect %s; A's deck 5, hand 1; ask A.hand, 術者's
_MIXED = """\
game: mc
title: t
turn: {player: A, number: 3, phase: main, first_player: A}
players:
  A:
    deck: 5
    hand: 1
    field:
      c1: {name: 本陣, type: terrain, limit: 8}
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:このユニット〉\\n%s"}
  B:
    deck: 5
    field:
      c4: {name: 本陣, type: terrain, limit: 8}
actions:
  - {do: use, card: 術者, target: 術者}
ask: [A.hand, 術者.defense, 術者.zone]
"""


@pytest.mark.parametrize(
    ("effect", "state"),
    [
        (
            "対象に「防御力:+2」を付与する。その後、カードを1枚補充する。",
            {"A.hand": 2, "術者.defense": 5, "術者.zone": "A.field.c2"},
        ),
        (
            "対象に「防御力:+2」を付与する。その後、自軍プレイヤーはカードを2枚補充する。",
            {"A.hand": 3, "術者.defense": 5, "術者.zone": "A.field.c2"},
        ),
        (
            "対象を自軍手札に戻す。その後、カードを1枚補充する。",
            {"A.hand": 3, "術者.defense": 3, "術者.zone": "A.hand"},
        ),
    ],
)
def test_a_step_on_the_players_cards_after_one_on_the_target(effect: str, state: dict) -> None:
    """「対象に「防御力:+2」を付与する。その後、カードを1枚補充する。」: the step on the target, then
    the one on the player's cards — done because the text names them (10.10.4), 「その後、」 only
    ordering them (no 4.1.11 condition)."""
    r = resolve(loads(_MIXED % effect))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == state
    assert "10.10.4" in r.decided_by


# --- groups of units counted: 「敵軍ユニットの数が自軍ユニットの数より多い場合」 / 「自軍ユニットが
# 2体以上の場合」 (5.1.2.1, 5.1.2.4) ------------------------------------------------------------


def _counted(effect: str, own: int, enemy: int) -> str:
    """A's 術者 (its ◎ ability on itself: ``effect``) and ``own``-1 more units of A in c2; B's
    ``enemy`` units in c3; A uses 術者."""
    mine = "".join(
        f"        - {{name: 兵{i}, type: unit, level: 1, attack: 1, defense: 1}}\n"
        for i in range(own - 1)
    )
    theirs = "".join(
        f"        - {{name: 鬼{i}, type: unit, level: 1, attack: 1, defense: 1}}\n"
        for i in range(enemy)
    )
    return f"""\
game: mc
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A:
    deck: 5
    field:
      c1: {{name: 本陣, type: terrain, limit: 8}}
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:このユニット〉\\n{effect}"}}
{mine}  B:
    deck: 5
    field:
      c3:
        - {{name: 森, type: terrain, limit: 8}}
{theirs}      c4: {{name: 本陣, type: terrain, limit: 8}}
actions:
  - {{do: use, card: 術者, target: 術者}}
ask: [術者.attack]
"""


@pytest.mark.parametrize(
    ("effect", "own", "enemy", "attack"),
    [
        (
            "敵軍ユニットの数が自軍ユニットの数より多い場合、対象に「攻撃力:+2」を付与する。",
            1,
            2,
            3,
        ),
        (
            "敵軍ユニットの数が自軍ユニットの数より多い場合、対象に「攻撃力:+2」を付与する。",
            2,
            2,
            1,
        ),
        (
            "自軍ユニットの数が敵軍ユニットの数より少ない場合、対象に「攻撃力:+2」を付与する。",
            1,
            3,
            3,
        ),
        ("自軍ユニットが2体以上の場合、対象に「攻撃力:+2」を付与する。", 2, 0, 3),
        ("自軍ユニットが2体以上の場合、対象に「攻撃力:+2」を付与する。", 1, 3, 1),
        ("敵軍ユニットが3体以上の場合、対象に「攻撃力:+2」を付与する。", 1, 3, 3),
    ],
)
def test_groups_of_units_counted_and_compared(
    effect: str, own: int, enemy: int, attack: int
) -> None:
    """Each group (「自軍 / 敵軍ユニット」: the units of that side on the battlefield, 2.1.1.1,
    5.1.2.1) counted as 「…が存在する」 counts it, against the other or a number; the side relative
    to the ability's unit. Not met: the effect is not applied (10.12.1)."""
    r = resolve(loads(_counted(effect, own, enemy)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"術者.attack": attack}
    assert "5.1.2.4" in r.decided_by or attack == 1


# --- 「対象と同じ地形 / パーティに…が存在する場合」: the group read on the target (5.1.2.4, 4.4.1) ---


def _beside(effect: str, mine: str, target: str = "このユニット", use: str = "術者") -> str:
    """A's 術者 (its ◎ ability: 〈対象:``target``〉 ``effect``) in c2 with A's units ``mine``
    (name:race, ; between) and B's 鬼 (race プラント); A uses it on ``use``."""
    units = "".join(
        f"        - {{name: {n}, type: unit, level: 1, attack: 1, defense: 1, race: {r}}}\n"
        for n, _, r in (x.partition(":") for x in filter(None, mine.split(";")))
    )
    return f"""\
game: mc
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A:
    deck: 5
    field:
      c1: {{name: 本陣, type: terrain, limit: 8}}
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 術者, type: unit, level: 1, attack: 1, defense: 3, race: プラント, text: "◎[メイン]術\\n〈対象:{target}〉\\n{effect}"}}
{units}  B:
    deck: 5
    field:
      c2:
        - {{name: 鬼, type: unit, level: 1, attack: 1, defense: 1, race: プラント}}
      c4: {{name: 本陣, type: terrain, limit: 8}}
actions:
  - {{do: use, card: 術者, target: {use}}}
ask: [{use}.defense]
"""


_OTHER_PLANT = (
    "対象と同じ地形に「種族:プラント」の自軍ユニットが他に存在する場合、対象を「防御力:+2」する。"
)
_TWO_IN_PARTY = "対象と同じパーティに「種族:プラント」のユニットが2体以上存在する場合、対象を「防御力:+2」する。"


@pytest.mark.parametrize(
    ("effect", "mine", "defense"),
    [
        (_OTHER_PLANT, "蔦:プラント", 5),
        (_OTHER_PLANT, "蔦:エルフ", 3),  # B's プラント is no 自軍 unit, 術者 itself not counted
        (_TWO_IN_PARTY, "蔦:プラント", 5),
        (_TWO_IN_PARTY, "蔦:エルフ", 3),  # B's 鬼 in the same area is of the other party
    ],
)
def test_a_group_beside_the_target(effect: str, mine: str, defense: int) -> None:
    """「対象と同じ地形に…が他に存在する」: the units on the target's terrain (5.1.2.4), the target
    itself not counted (「他に」); 「対象と同じパーティに」: its side's units there (4.4.1)."""
    r = resolve(loads(_beside(effect, mine)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"術者.defense": defense}


def test_a_group_beside_another_target_is_read_on_that_target() -> None:
    """〈対象:自軍ユニット1体〉 on 蔦 (エルフ) alone with 術者 (プラント): 「対象と同じパーティに
    「種族:プラント」のユニットが2体以上」 counts 蔦's party — 術者 and no other プラント: 1."""
    r = resolve(loads(_beside(_TWO_IN_PARTY, "蔦:エルフ", "自軍ユニット1体", "蔦")))
    assert r.outcome["state"] == {"蔦.defense": 1}
    r = resolve(loads(_beside(_TWO_IN_PARTY, "蔦:プラント", "自軍ユニット1体", "蔦")))
    assert r.outcome["state"] == {"蔦.defense": 3}


def test_a_side_beside_a_target_of_either_side_is_refused() -> None:
    with pytest.raises(Unsupported, match="対象と同じ地形"):
        _ability(f"◎[メイン]x\n〈対象:ユニット1体〉\n{_OTHER_PLANT}")


def test_the_battle_named_without_kono_is_the_battle_going_on() -> None:
    """「戦闘に…が参加している」 as 「この戦闘に…が参加している」: the battle going on (8.2.3)."""
    said = "「種族:ドラゴン」の敵軍ユニットが参加している場合、対象を「攻撃力:+3」する。"
    bare = _ability(f"○[戦闘]x\n〈対象:このユニット〉\n戦闘に{said}")
    this = _ability(f"○[戦闘]x\n〈対象:このユニット〉\nこの戦闘に{said}")
    assert bare.condition == this.condition
    assert bare.condition[0] == "exists" and bare.condition[1][0] == "battle"


# --- 〈対象:敵軍パーティのユニット1体 / すべて〉: the units of a party, each a target (4.4.1) ------


def _party_units(target: str, use: str) -> str:
    """A's 術者 (◎: 〈対象:``target``〉 【2】 damage) in c2 beside B's 鬼 (c2, A's terrain) and B's
    狼 in c3; A uses it (``use``: the rest of the action)."""
    return f"""\
game: mc
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A:
    deck: 5
    field:
      c1: {{name: 本陣, type: terrain, limit: 8}}
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:{target}〉\\n対象に【2】ダメージを与える。"}}
  B:
    deck: 5
    field:
      c2:
        - {{name: 鬼, type: unit, level: 1, attack: 1, defense: 1}}
      c3:
        - {{name: 森, type: terrain, limit: 8}}
        - {{name: 狼, type: unit, level: 1, attack: 1, defense: 1}}
      c4: {{name: 本陣, type: terrain, limit: 8}}
actions:
  - {{do: use, card: 術者{use}}}
ask: [鬼.zone, 狼.zone]
"""


@pytest.mark.parametrize(
    ("target", "use", "state", "rejected"),
    [
        ("敵軍パーティのユニット1体", ", target: 鬼", ("B.discard", "B.field.c3"), False),
        ("敵軍パーティのユニット1体", ", target: 狼", ("B.field.c2", "B.field.c3"), True),
        ("敵軍パーティのユニットすべて", "", ("B.discard", "B.field.c3"), False),
    ],
)
def test_the_units_of_a_party_as_targets(
    target: str, use: str, state: tuple[str, str], rejected: bool
) -> None:
    """「敵軍パーティ」 is that side's units on the ability's terrain (4.4.1): 鬼 (c2) is one of
    them, 狼 (c3) is not — no proper target (10.10.2), the use refused."""
    r = resolve(loads(_party_units(target, use)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert (r.outcome["state"]["鬼.zone"], r.outcome["state"]["狼.zone"]) == state
    assert bool(r.outcome.get("rejected")) == rejected


# --- 「自軍捨て山のユニットカードが5枚以上の場合」: a zone's cards of a description counted (5.1.5.6) --


@pytest.mark.parametrize(
    ("cond", "a_discard", "zone"),
    [
        ("自軍捨て山のユニットカードが2枚以上の", "[{b}, {r}, {f}]", "A.discard"),
        ("自軍捨て山のユニットカードが2枚以上の", "[{b}, {f}]", "A.field.c2"),
        ("自軍捨て山の「種族:アンデッド」のカードが2枚以上の", "[{b}, {b}]", "A.discard"),
        ("自軍捨て山の「種族:アンデッド」のカードが2枚以上の", "[{b}, {r}]", "A.field.c2"),
    ],
)
def test_a_piles_cards_of_a_description_counted(cond: str, a_discard: str, zone: str) -> None:
    """「<zone>の<cards>がn枚以上」 as 「<zone>に<cards>がn枚以上ある」: the cards of A's discard pile
    (public, 5.1.5.6) meeting the description counted; met, 戦士 (defence 1) takes 1 and dies."""
    from tests.ruling.test_mc_cardtext_r21 import _BONE, _FIRE, _ROCK, _pile_scn

    pile = a_discard.format(b=_BONE, r=_ROCK, f=_FIRE)
    r = resolve(loads(_pile_scn(cond, pile)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"]["戦士.zone"] == zone


# --- 「このユニットが戦場に存在する場合」: a card in an area of the battlefield (5.1.2.1, 5.1.2.4) ---


@pytest.mark.parametrize(("cond", "hand"), [("戦場に存在する", 2), ("戦場に存在しない", 1)])
def test_this_unit_on_the_battlefield(cond: str, hand: int) -> None:
    """「このユニットが戦場に存在する場合、カードを1枚補充する」: 術者 is in c2, an area of the
    battlefield — met, A replenishes (hand 1 -> 2); 「存在しない」 is not met."""
    effect = f"このユニットが{cond}場合、カードを1枚補充する。"
    scn = _MIXED.replace("〈対象:このユニット〉", "〈対象:自軍プレイヤー〉") % effect
    scn = scn.replace("{do: use, card: 術者, target: 術者}", "{do: use, card: 術者}")
    r = resolve(loads(scn))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"]["A.hand"] == hand


@pytest.mark.parametrize(
    ("effect", "hand"),
    [
        ("自軍手札が5枚以上の場合、カードを1枚補充する。", 1),
        ("自軍手札が1枚以下の場合、カードを1枚補充する。", 2),
        ("この地形に敵軍ユニットが存在する場合、カードを1枚補充する。", 1),
        ("この地形に敵軍ユニットが存在しない場合、カードを1枚補充する。", 2),
        ("自軍捨て山の一番上のカードがユニットカードの場合、カードを1枚補充する。", 1),
    ],
)
def test_the_condition_of_a_use_on_a_player_is_read(effect: str, hand: int) -> None:
    """A used ability on 〈対象:自軍プレイヤー〉 with 「…の場合、」: read as it resolves (10.12.1)
    on the ability's card; not met, its steps are not applied (10.12.2) — before round 31 the
    use's runner did them whatever the condition."""
    scn = _MIXED.replace("〈対象:このユニット〉", "〈対象:自軍プレイヤー〉") % effect
    scn = scn.replace("{do: use, card: 術者, target: 術者}", "{do: use, card: 術者}")
    r = resolve(loads(scn))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"]["A.hand"] == hand
    assert "10.12.1" in r.decided_by


# --- 「「種族:バード」のユニットはこの効果を受けない」: units of a description not affected (10.12.2) --


def _quake(target: str, tail: str) -> str:
    """A's 術者 (◎: 〈対象:``target``〉 【1】 damage, then ``tail``) in c2 beside B's 鳥 (バード) and
    鬼 (オーガ), both of defence 1; A uses it."""
    return f"""\
game: mc
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A:
    deck: 5
    field:
      c1: {{name: 本陣, type: terrain, limit: 8}}
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:{target}〉\\n対象に【1】ダメージを与える。{tail}"}}
  B:
    deck: 5
    field:
      c2:
        - {{name: 鳥, type: unit, level: 1, attack: 1, defense: 1, race: バード}}
        - {{name: 鬼, type: unit, level: 1, attack: 1, defense: 1, race: オーガ}}
      c4: {{name: 本陣, type: terrain, limit: 8}}
actions:
  - {{do: use, card: 術者}}
ask: [鳥.zone, 鬼.zone]
"""


@pytest.mark.parametrize(
    ("target", "tail"),
    [
        ("敵軍パーティ", "「種族:バード」のユニットはこの効果を受けない。"),
        ("この地形に存在する敵軍ユニットすべて", "「種族:バード」のユニットには効果を発揮しない。"),
        (
            "この地形に存在する敵軍ユニットすべて",
            "対象が「種族:バード」または「種族:フライヤー」の場合、このダメージを受けない。",
        ),
    ],
)
def test_units_of_a_description_are_not_affected(target: str, tail: str) -> None:
    """The effect is not applied to a target so described (10.12.2), as 「対象が「種族:バード」の
    場合、この効果は適用されない」: 鳥 keeps its place, 鬼 takes 1 and dies."""
    r = resolve(loads(_quake(target, tail)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"鳥.zone": "B.field.c2", "鬼.zone": "B.discard"}
    assert "10.12.2" in r.decided_by


# --- 「自軍捨て山の一番上のカードが「種族:X」(ではない)の場合」: a card at a position of a pile -----


def _pile_top(effect: str, discard: str) -> str:
    return f"""\
game: mc
title: t
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    deck: 20
    hand: 3
    discard: {discard}
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
  B: {{deck: 20}}
actions:
  - {{do: resolve_text, player: A, text: "{effect}"}}
ask: [A.hand]
"""


_DRAGON = "{name: 火竜, type: unit, level: 4, race: ドラゴン}"
_HERB = "{name: 薬草, type: item}"
_ELF = "{name: 森人, type: unit, level: 1, race: エルフ}"


@pytest.mark.parametrize(
    ("cond", "discard", "hand"),
    [
        ("一番上のカードが「種族:ドラゴン」の", f"[{_DRAGON}, {_HERB}]", 4),
        ("一番上のカードが「種族:ドラゴン」の", f"[{_HERB}, {_DRAGON}]", 3),
        ("一番下のカードが「種族:ドラゴン」の", f"[{_HERB}, {_DRAGON}]", 4),
        ("一番上のカードが「種族:ドラゴン」ではない", f"[{_ELF}, {_DRAGON}]", 4),
        # an item has no race: 「ではない」 asks what is not defined for it — false (4.1.13)
        ("一番上のカードが「種族:ドラゴン」ではない", f"[{_HERB}, {_DRAGON}]", 3),
        ("一番上のカードがユニットカードの", f"[{_ELF}]", 4),
        ("一番上のカードがユニットカードの", f"[{_HERB}]", 3),
        ("一番上のカードがユニットカードの", "[]", 3),  # no card there: false (4.1.13)
    ],
)
def test_the_card_at_a_position_of_a_pile(cond: str, discard: str, hand: int) -> None:
    """The card at that position of A's discard pile (listed top first; public, 5.1.5.6) read
    against the description as the effect is brought about (10.12.1); not met, no replenish."""
    effect = f"自軍捨て山の{cond}場合、カードを1枚補充する。"
    r = resolve(loads(_pile_top(effect, discard)))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    assert r.outcome["state"] == {"A.hand": hand}
    assert "10.12.1" in r.decided_by


def test_the_card_at_a_position_of_a_deck_is_not_read() -> None:
    """A deck's cards are hidden (5.1.3): 「山札の一番上のカードが…」 is not run."""
    with pytest.raises(Unsupported):
        _ability(
            "◎[メイン]x\n〈対象:自軍プレイヤー〉\n"
            "自軍山札の一番上のカードがユニットカードの場合、カードを1枚補充する。"
        )


# --- 「自軍ユニットに「種族:ドラゴン」のユニットが存在する場合」: a group of units as the place; in a
# battle only the battle's terrain (8.2.5) ---------------------------------------------------------

_R29_005 = "tests/scenarios/mc/r29_005_battle_condition_ignores_dragon_on_other_terrain.yaml"


@pytest.mark.parametrize(("dragon_in_battle", "zone"), [(False, "B.discard"), (True, "B.field.c3")])
def test_a_group_in_a_battle_is_the_battles(dragon_in_battle: bool, zone: str) -> None:
    """B's 竜騎士 answers A's attack (3) with 「自軍ユニットに「種族:ドラゴン」のユニットが存在する場合、
    対象に「防御力:+2」を付与する」: in the battle the condition refers to the battle's terrain's
    units only (8.2.5) — 火竜 on B's headquarters does not count (竜騎士, defence 3, dies); 火竜
    beside it in the battle does (defence 5, it survives)."""
    with open(_R29_005, encoding="utf-8") as fh:
        text = fh.read()
    if dragon_in_battle:
        dragon = (
            "        - {name: 火竜, type: unit, level: 4, attack: 4, defense: 4, race: ドラゴン}\n"
        )
        text = text.replace(dragon, "").replace("      c4:\n", dragon + "      c4:\n", 1)
    got = resolve(loads(text.replace("ask: [B.discard, A.c3]", "ask: [竜騎士.zone]")))
    assert not any(w.kind == "unsupported" for w in got.main.warnings)
    assert got.outcome["state"]["竜騎士.zone"] == zone
    assert ("8.2.5" in got.decided_by) == (not dragon_in_battle)


def test_a_group_outside_a_battle_is_the_whole_battlefield() -> None:
    """Outside a battle 「自軍ユニットに…が存在する」 counts that side's units on every terrain."""
    effect = (
        "自軍ユニットに「種族:ドラゴン」のユニットが存在する場合、対象に「防御力:+2」を付与する。"
    )
    r = resolve(loads(_beside(effect, "").replace("race: プラント, text", "race: エルフ, text")))
    assert r.outcome["state"] == {"術者.defense": 3}
    dragon = _beside(effect, "").replace(
        "      c4: {name: 本陣",
        "      c3:\n        - {name: 森, type: terrain, limit: 8}\n"
        "        - {name: 竜, type: unit, level: 1, attack: 1, defense: 1, race: ドラゴン}\n"
        "      c4: {name: 本陣",
    )
    # B's dragon is no 自軍 unit of A's: still not met
    assert resolve(loads(dragon)).outcome["state"] == {"術者.defense": 3}
    mine = _beside(effect, "竜:ドラゴン")
    assert resolve(loads(mine)).outcome["state"] == {"術者.defense": 5}
