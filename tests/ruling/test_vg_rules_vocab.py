"""The Vanguard rules document's own vocabulary (issue 12, round 13): keyword abilities, ability
words, validity keywords, keyword actions, zones and labels the rules define, each compiled from
a minimal ability text written in the printed style of vg cards and run on a board.

The census of that vocabulary (docs/cardtext.md, 「The vg rules' vocabulary」) names, for each
word, whether the grammar types it, whether the vg compiler runs it and the test here or
elsewhere that shows what it does; ``test_the_census_in_the_docs_agrees_with_the_compiler``
checks the table's two columns against the grammar and the compiler."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.ruling.boards import VG_ACTIVATE, unsupported, vg_run, vg_swordsman, zone_names

ROOT = Path(__file__).resolve().parents[2]
board = vg_swordsman


def compiles(text: str) -> tuple[bool, str]:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    abs_ = _abilities("vg", text, "normal")
    bad = [a.reason for a in abs_ if not a.supported]
    return bool(abs_) and not bad, "; ".join(bad)


def typed(text: str) -> bool:
    from grammar.parse import parse_card

    return parse_card(text, "vg").fully_typed


# ------------------------------------------------------- ability words (14.25.1, 14.55 … 14.63)

WORDS = (
    # (label or prefix form, clause)
    ("【起】【(R)】【過充填】：", "14.55"),
    ("【起】【(R)】【邪竜解放】：", "14.56"),
    ("【起】【(R)】【リライト】：", "14.58"),
    ("【起】【(R)】【精神汚染】：", "14.59"),
    ("【起】【(R)】【魔装合体】：", "14.62"),
    ("【ファントムスキル】－【起】【(R)】：", "14.63"),
    ("ファントムスキル—【起】【(R)】：", "14.63.1.1"),
    ("支配-【起】【(R)】：", "14.25.1"),
    ("SweetLink－【起】【(R)】：", "14.61"),
    ("【起】【(R)】【ユニゾンドレス】：", "14.53"),
    ("【起】【(R)】【砲弾】：", "14.50"),
)


@pytest.mark.parametrize(("head", "clause"), WORDS)
def test_an_ability_word_leaves_the_ability_as_it_is(head: str, clause: str) -> None:
    """An ability word (a keyword with no rule of its own, e.g. 14.25.1 「支配は能力語です」,
    14.62.1.1 ‘(能力種別アイコン) 魔装合体:(能力)’, 14.63.1.1 ‘ファントムスキル—(能力)’) as a label
    or a prefix: the ability runs as printed without it — here one card drawn."""
    r = board(f"{head}１枚引く。", b_extra="", a_extra="    deck: 10\n")
    assert not unsupported(r), (clause, unsupported(r))
    assert len(zone_names(r, "A", "hand")) == 1, clause


def test_an_ability_word_is_what_a_card_has_for_other_effects() -> None:
    """「【過充填】能力を持つカード」: the card one of whose abilities carries that ability word
    (14.55.1), and no other; 「【邪竜解放】を持つ」 likewise (14.56.1): only the card with it is
    taken from the drop, whatever its kind of ability (a label or a prefix)."""
    for word, head in (
        ("過充填", "【自】【(R)】【過充填】："),
        ("邪竜解放", "邪竜解放－【自】【(R)】："),
    ):
        drop = (
            "    drop: [{name: 充填兵, type: normal, grade: 1, text: "
            f"'{head}このユニットがアタックした時、１枚引く。'}},"
            " {name: 凡兵, type: normal, grade: 1, text: "
            "'【自】【(R)】：このユニットがアタックした時、１枚引く。'}]\n"
            "    deck: 10\n"
        )
        r = board(
            f"【起】【(R)】：あなたのドロップから【{word}】能力を持つカードを１枚選び、手札に加える。",
            drop,
        )
        assert not unsupported(r), word
        assert zone_names(r, "A", "hand") == ["充填兵"], word
        assert zone_names(r, "A", "drop") == ["凡兵"], word


def test_an_ability_word_combines_with_the_rest_of_the_header() -> None:
    """Recombination: an ability word beside a turn limit, a validity keyword and a zone label,
    on an automatic ability with a cost and a condition — each part read as without the word."""
    body = (
        "このユニットがアタックした時、あなたのリアガードが１枚以上なら、"
        "【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    )
    assert compiles("【自】【(V)】【ターン1回】【リライト】：" + body) == (True, "")
    assert compiles("【自】【(V)】【リミットブレイク】(4)【過充填】：" + body) == (True, "")
    assert compiles("支配-【自】【(V)】【ターン1回】：" + body) == (True, "")
    # two ability words on one ability: not a construction the rules define, refused
    ok, why = compiles("支配-【自】【(V)】【リライト】：" + body)
    assert not ok and "keyword" in why


# ------------------------------------------------------- the census in the docs

CENSUS_RE = re.compile(
    r"^\| (?P<clause>[0-9.]+) \| (?P<word>[^|]+) \| `(?P<text>[^`]+)` \| (?P<typed>yes|no) \| "
    r"(?P<runs>yes|no) \| (?P<test>[^|]*) \|$"
)


def census_rows() -> list[dict[str, str]]:
    doc = (ROOT / "docs" / "cardtext.md").read_text(encoding="utf-8")
    rows = [m.groupdict() for line in doc.splitlines() if (m := CENSUS_RE.match(line))]
    return rows


def test_the_census_in_the_docs_agrees_with_the_compiler() -> None:
    """Each row of the census table (docs/cardtext.md) says whether the grammar types its minimal
    text and whether the vg compiler runs it; both are checked here, so the table cannot go
    stale. A text the compiler refuses is reported with its reason, never run (issue 12)."""
    rows = census_rows()
    assert len(rows) >= 100
    wrong = []
    for row in rows:
        ok, why = compiles(row["text"])
        if typed(row["text"]) != (row["typed"] == "yes") or ok != (row["runs"] == "yes"):
            wrong.append((row["clause"], row["word"], typed(row["text"]), ok, why))
        if not ok:
            assert why, row  # unsupported is never silent: a reason names it
    assert not wrong


def test_every_census_test_id_exists() -> None:
    """A row that runs names the test of what it does on a board: a test function that exists."""
    tests = ROOT / "tests" / "ruling"
    names = {
        m.group(1)
        for f in tests.glob("test_*.py")
        for m in re.finditer(r"^def (test_\w+)", f.read_text(encoding="utf-8"), re.M)
    }
    missing = []
    for row in census_rows():
        for t in re.findall(r"test_\w+", row["test"]):
            if t not in names:
                missing.append((row["clause"], t))
        if row["runs"] == "yes":
            assert re.search(r"test_\w+", row["test"]), row
    assert not missing


# ------------------------------------------------------- chapter-7 actions, each on a board

DECK = "    deck: [{name: 上, type: normal, grade: 1}, 9]\n"


def test_a_card_excluded_leaves_the_game() -> None:
    """「相手のドロップから１枚選び、除外する」 (7.19.1): the card goes out of the game (the
    removed zone), from the opponent's drop."""
    r = board(
        "【起】【(R)】：相手のドロップから１枚選び、除外する。",
        b_extra="    drop: [{name: 骨, type: normal, grade: 1}]\n",
    )
    assert not unsupported(r)
    assert zone_names(r, "B", "drop") == [] and zone_names(r, "B", "removed") == ["骨"]


def test_energy_charged() -> None:
    """「【エネルギーチャージ】(3)」 (7.48.1): the player's energy goes up by 3."""
    r = board("【起】【(R)】：【エネルギーチャージ】(3)。")
    assert not unsupported(r)
    assert r.main.final.vars.get("energy.A") == 3


def test_a_card_revealed_stays_where_it_is() -> None:
    """「手札からグレード３を１枚選び、公開する」 (7.10.1, 7.10.4): revealing does not move it."""
    hand = (
        "    hand: [{name: 竜王, type: normal, grade: 3}, {name: 小兵, type: normal, grade: 1}]\n"
    )
    r = board("【起】【(R)】：あなたの手札からグレード３を１枚選び、公開する。", hand)
    assert not unsupported(r)
    assert sorted(zone_names(r, "A", "hand")) == ["小兵", "竜王"]


def test_a_skill_gained_by_an_effect() -> None:
    """「そのターン中、このユニットは『ブースト』を得る」 (7.14.1, 14.5): a unit without the boost
    icon boosts after it; the same unit without the ability cannot (10.4.1.12)."""

    def run(text: str) -> Any:
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000}\n"
            f'    left_back: {{name: 弓兵, type: normal, grade: 1, power: 8000, text: "{text}"}}\n'
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
            "actions:\n  - {do: main_phase, actions: [{do: activate, card: 弓兵}]}\n"
            "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}\n"
        )
        return vg_run(body)

    r = run("【起】【(R)】：そのターン中、このユニットは『ブースト』を得る。")
    assert not unsupported(r)
    assert len(zone_names(r, "B", "damage")) == 1  # 10000 + 8000 hits 15000


def test_twin_drive_gained_by_an_effect() -> None:
    """「そのターン中、あなたのヴァンガードは『ツインドライブ!!』を得る」 (7.14.1, 14.3.3): the
    vanguard's attack then checks two cards (10.6.1.2); the same attack without it checks one."""

    def run(text: str) -> Any:
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 30000}\n    deck: 10\n"
            "actions:\n" + VG_ACTIVATE + "  - {do: attack, attacker: vanguard, target: vanguard}\n"
        )
        return vg_run(body)

    r = run("【起】【(R)】：そのターン中、あなたのヴァンガードは『ツインドライブ!!』を得る。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 2
    r = run("【起】【(R)】：そのターン中、このユニットのパワー＋5000。")
    assert len(zone_names(r, "A", "hand")) == 1


def test_a_keyword_printed_alone_names_the_card() -> None:
    """「【煌求者】」 alone on a line (14.47.2: a keyword with no effect) and 【ハッピー・トイズ】
    (14.60.2): 「…を持つカード」 takes the card printed with it, not the other."""
    for word in ("煌求者", "ハッピー・トイズ"):
        drop = (
            f"    drop: [{{name: 探索者, type: normal, grade: 1, text: '【{word}】'}},"
            " {name: 凡兵, type: normal, grade: 1}]\n    deck: 10\n"
        )
        r = board(
            f"【起】【(R)】：あなたのドロップから【{word}】を持つカードを１枚選び、手札に加える。",
            drop,
        )
        assert not unsupported(r), word
        assert zone_names(r, "A", "hand") == ["探索者"], word


# ------------------------------------------------------- ゲージとして置く (7.40)


def _gauge_of(r: Any, name: str) -> Any:
    cards = [c for c in r.main.final.players["A"].zones["gauge"] if c.name == name]
    assert len(cards) == 1, name
    return cards[0]


def test_a_card_put_as_a_units_gauge() -> None:
    """「山札の上から１枚をこのユニットのゲージとして置く」 (7.40.1, 7.40.2): the top card of the deck
    to its owner's gauge zone (4.15), associated with this unit (4.15.3)."""
    r = board("【起】【(R)】：あなたの山札の上から１枚をこのユニットのゲージとして置く。", DECK)
    assert not unsupported(r)
    assert zone_names(r, "A", "gauge") == ["上"] and "上" not in zone_names(r, "A", "deck")
    host = r.main.final.players["A"].zones["field.left_front"][0]
    assert _gauge_of(r, "上").states.get("gauge_of") == host.uid


def test_a_named_gauge_needs_the_permission() -> None:
    """「手札から１枚選び、時刻印ゲージとして表で置く」 (7.40.3, 7.40.7): with 「あなたは時刻印
    ゲージを持てる」 in force the card goes face up to the gauge zone as the master's 時刻印ゲージ;
    without it nothing happens (7.40.7.1) and the card stays in the hand."""
    hand = "    hand: [{name: 刻, type: normal, grade: 1}]\n"
    text = "【起】【(R)】：あなたの手札から１枚選び、時刻印ゲージとして表で置く。"
    allow = (
        "    right_front: {name: 時計, type: normal, grade: 1, power: 8000,"
        " text: '【永】【(R)】：あなたは時刻印ゲージを持てる。'}\n"
    )
    r = board(text, hand + allow)
    assert not unsupported(r)
    assert zone_names(r, "A", "gauge") == ["刻"] and zone_names(r, "A", "hand") == []
    r = board(text, hand)
    assert not unsupported(r)
    assert zone_names(r, "A", "gauge") == [] and zone_names(r, "A", "hand") == ["刻"]


def test_a_gauge_put_recombines_with_counts_costs_and_options() -> None:
    """Recombination: the gauge words beside a cost, an up-to count, a choice of two places and an
    optional step: 「…１枚まで選び、このユニットのゲージとして置いてよい」 puts the chosen card (the
    answer yes) and 「２枚をこのユニットのゲージとして置く」 two from the deck's top."""
    for text in (
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで、あなたの、"
        "手札かドロップから１枚まで選び、このユニットのゲージとして置いてよい。",
        "【起】【(R)】：あなたの山札の上から２枚をこのユニットのゲージとして置く。",
        "【起】【(R)】：あなたの山札の上から１枚をゲージとして置く。",
    ):
        assert compiles(text) == (True, ""), text
    # a token made as a plant gauge (7.40.5) is no card taken from a place: refused, not run
    ok, why = compiles("【起】【(R)】：プラント・トークンを１枚プラントゲージとして置く。")
    assert not ok and "7.40.5" in why
    r = board("【起】【(R)】：あなたの山札の上から２枚をこのユニットのゲージとして置く。", DECK)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "gauge")) == 2


# ------------------------------------------------------- zones: モンスターBOX (17.6.1.2), ゲージゾーン (4.15)

BOX = "    monster_box: [{name: 箱竜, type: normal, grade: 2, power: 10000}]\n"


def test_a_unit_called_from_the_monster_box() -> None:
    """「あなたのモンスターBOXから１枚選び、(R)にコールする」 (17.6.1.2: a zone of the fighter's
    own): the card leaves the monster BOX for a rear-guard circle."""
    r = board("【起】【(R)】：あなたのモンスターBOXから１枚選び、(R)にコールする。", BOX)
    assert not unsupported(r)
    assert zone_names(r, "A", "monster_box") == []
    field = [
        c.name
        for z, cs in r.main.final.players["A"].zones.items()
        if z.startswith("field.")
        for c in cs
    ]
    assert "箱竜" in field


def test_a_card_put_into_the_monster_box_face_up() -> None:
    """「手札から１枚選び、モンスターBOXに表で置く」 (17.6.1.2.1: its cards face up, in no order):
    the card is there, face up; the other hand card stays."""
    hand = "    hand: [{name: 球, type: normal, grade: 1}]\n"
    r = board("【起】【(R)】：あなたの手札から１枚選び、モンスターBOXに表で置く。", hand)
    assert not unsupported(r)
    box = r.main.final.players["A"].zones["monster_box"]
    assert [c.name for c in box] == ["球"] and box[0].face_up


def test_an_ability_labelled_monster_box_works_there() -> None:
    """「【起】【モンスターBOX】：…このカードを手札に加える」 (11.4.4 with the zone label of 17.6.1.2):
    played from the monster BOX, the card goes to the hand; the same card on a circle has no
    such ability to play there (its label names the monster BOX only)."""
    text = "【起】【モンスターBOX】：【コスト】[【カウンターブラスト】(1)]することで、このカードを手札に加える。"
    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    monster_box: [{{name: 箱竜, type: normal, grade: 2, text: "{text}"}}]\n'
        "    damage: [{name: 傷, type: normal, grade: 1}]\n    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n  - {do: main_phase, actions: [{do: activate, card: 箱竜}]}\n"
    )
    r = vg_run(body)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["箱竜"] and zone_names(r, "A", "monster_box") == []


def test_the_gauge_zone_named_as_a_place() -> None:
    """「あなたのゲージゾーンから１枚選び、手札に加える」 (4.15.1): a card of the gauge zone."""
    gauge = "    gauge: [{name: 印, type: normal, grade: 1}]\n"
    r = board("【起】【(R)】：あなたのゲージゾーンから１枚選び、手札に加える。", gauge)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["印"] and zone_names(r, "A", "gauge") == []


# ------------------------------------------------------- keyword abilities by their meaning (14.x)


def test_resist_cannot_be_chosen_by_the_opponents_effects() -> None:
    """「【永】【(R)】：抵抗」 (14.15.1): the opponent cannot choose it with a card's effect (7.50.2):
    「相手のリアガードを１枚選び、退却させる」 finds no unit to choose; the same unit without it is
    retired."""
    text = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
    for ability, retired in (("【永】【(R)】：抵抗", False), ("", True)):
        b = f"    right_front: {{name: 盾兵, type: normal, grade: 1, text: '{ability}'}}\n"
        r = board(text, b_extra=b)
        assert not unsupported(r), ability
        assert (zone_names(r, "B", "drop") == ["盾兵"]) is retired, ability


def test_restraint_cannot_attack() -> None:
    """「【永】【(R)】：拘束」 (14.6.2): the unit is not chosen to attack — its attack is refused and
    deals no damage; the same unit without it hits."""
    for ability, hits in (("【永】【(R)】：拘束", False), ("", True)):
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f"    left_front: {{name: 囚兵, type: normal, grade: 2, power: 20000, text: '{ability}'}}\n"
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
            "actions:\n  - {do: attack, attacker: left_front, target: vanguard}\n"
        )
        r = vg_run(body, "battle")
        assert not unsupported(r), ability
        assert (len(zone_names(r, "B", "damage")) == 1) is hits, ability


def test_dress_up_gives_the_card_the_name_everywhere() -> None:
    """「【ドレスアップ】－「竜王」」 (14.52.2: also treated as a card named 竜王, in every zone,
    14.52.2.1): 「ドロップから「竜王」を含むカードを１枚選び」 can take it from the drop."""
    drop = (
        "    drop: [{name: 仮面, type: normal, grade: 1, text: '【ドレスアップ】－「竜王」'},"
        " {name: 凡兵, type: normal, grade: 1}]\n    deck: 10\n"
    )
    r = board(
        "【起】【(R)】：あなたのドロップから「竜王」を含むカードを１枚選び、手札に加える。", drop
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["仮面"]


def test_oracle_holds_with_five_cards_in_hand() -> None:
    """「【永】【(R)】神託：このユニットのパワー＋5000。」 (14.18.3: the validity condition, 5 or
    more cards in your hand; 14.2.3.1): 10000 + 5000 hits a 15000 vanguard with 5 cards in hand,
    not with 4."""
    text = "【永】【(R)】神託：このユニットのパワー＋5000。"
    for n, hits in ((5, True), (4, False)):
        hand = ", ".join(f"{{name: 札{i}, type: normal, grade: 1}}" for i in range(n))
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 巫女, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            f"    hand: [{hand}]\n    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
            "actions:\n  - {do: attack, attacker: left_front, target: vanguard}\n"
        )
        r = vg_run(body, "battle")
        assert not unsupported(r), n
        assert (len(zone_names(r, "B", "damage")) == 1) is hits, n


def test_afterimage_compiles_as_its_meaning() -> None:
    """「【自】【(R)】：残影」 (14.24.1) compiles as the automatic ability it means, under the line's
    zone label; a keyword of these with further text is not this construction."""
    assert compiles("【自】【(R)】：残影") == (True, "")
    assert compiles("【永】【(R)】：抵抗、拘束")[0] is False


def test_keyword_meanings_recombine() -> None:
    """Recombination: the keyword abilities by meaning beside other lines of one card, and a
    selector naming them (「抵抗を持つ」 reads the keyword the line gives)."""
    text = "【永】【(R)】：抵抗\n【自】【(R)】：このユニットがアタックした時、１枚引く。"
    assert compiles(text) == (True, "")


# ------------------------------------------------------- 解呪する (7.31)


def test_unlocking_a_locked_card() -> None:
    """「あなたの呪縛カードを１枚選び、解呪する」 (7.31.1): the locked card turns face up out of the
    locked state, standing (7.31.2); a card not locked is left as it is."""
    rear = "    right_front: {name: 呪, type: normal, grade: 1, power: 8000, locked: true}\n"
    text = "【起】【(R)】：あなたの呪縛カードを１枚選び、解呪する。"
    r = board(text, rear)
    assert not unsupported(r)
    card = r.main.final.players["A"].zones["field.right_front"][0]
    assert not card.states.get("locked") and card.face_up and card.orientation == "stand"
    # a unit not locked is not a locked card: nothing to choose, nothing changes
    r = board(text, rear.replace(", locked: true", ""))
    assert not unsupported(r)
    card = r.main.final.players["A"].zones["field.right_front"][0]
    assert card.face_up and not card.states.get("locked")


def test_unlocking_recombines() -> None:
    """Recombination: 解呪 with a count, まで, a condition and a cost compiles as the other
    actions do."""
    for text in (
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで、あなたの呪縛カードを"
        "２枚まで選び、解呪する。",
        "【自】【(V)】：このユニットがアタックした時、あなたのダメージゾーンが４枚以上なら、"
        "あなたの呪縛カードを１枚選び、解呪する。",
    ):
        assert compiles(text) == (True, ""), text


# ------------------------------------------------------- デリートする (7.32)


def test_a_deleted_unit_loses_its_printed_power_and_text() -> None:
    """「相手のリアガードを１枚選び、デリートする」 (7.32.1: face down where it is; 7.32.2: its power
    less its printed power, its printed text lost): B's 10000 unit with 「このユニットのパワー＋
    5000」 is 0 and is hit by a 3000 attack (retired); not deleted, it is 15000 and is not hit."""
    b = (
        "    left_front: {name: 盾兵, type: normal, grade: 2, power: 10000,"
        " text: '【永】【(R)】：このユニットのパワー＋5000。'}\n"
    )
    for text, hit in (
        ("【起】【(R)】：相手のリアガードを１枚選び、デリートする。", True),
        ("【起】【(R)】：１枚引く。", False),
    ):
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 3000, text: "{text}"}}\n'
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
            f"{b}    deck: 10\n"
            "actions:\n"
            + VG_ACTIVATE
            + "  - {do: attack, attacker: left_front, target: left_front}\n"
        )
        r = vg_run(body)
        assert not unsupported(r), text
        assert (zone_names(r, "B", "drop") == ["盾兵"]) is hit, text


def test_a_deleted_unit_is_face_down_in_place() -> None:
    """7.32.1: the deleted vanguard stays on its circle, face down, the same unit."""
    r = board("【起】【(R)】：相手のヴァンガードをデリートする。")
    assert not unsupported(r)
    v = r.main.final.players["B"].zones["field.vanguard"][0]
    assert v.name == "騎士" and not v.face_up and v.states.get("deleted")


# ------------------------------------------------------- (G)にコール by an effect (6.2.2.2, 10.4.1.10)


def _guarded(text: str, a_text: str = "") -> Any:
    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 15000,"
        f" text: '{a_text}'}}\n"
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        f'    right_front: {{name: 伝令, type: normal, grade: 1, power: 8000, text: "{text}"}}\n'
        "    hand: [{name: 守り手, type: normal, grade: 1, power: 6000, shield: 10000}]\n"
        "    deck: 10\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: vanguard}\n"
    )
    return vg_run(body, "battle")


def test_a_unit_called_to_the_guardian_circle_by_an_effect() -> None:
    """「あなたのヴァンガードがアタックされた時、あなたの手札から１枚選び、(G)にコールする」 (6.2.2.2
    a superior call; 6.2.3.3.1 rested on the guardian circle; 10.4.1.10.1 it guards the one unit
    attacked, 6.2.4.1 its shield added): 13000 + 10000 is not hit by 15000; without the ability
    the vanguard is hit."""
    text = "【自】【(R)】：あなたのヴァンガードがアタックされた時、あなたの手札から１枚選び、(G)にコールする。"
    r = _guarded(text)
    assert not unsupported(r)
    assert zone_names(r, "B", "damage") == [] and "守り手" not in zone_names(r, "B", "hand")
    r = _guarded("【自】【(R)】：あなたのヴァンガードがアタックされた時、１枚引く。")
    assert len(zone_names(r, "B", "damage")) == 1


def test_a_guardian_call_by_an_effect_recombines() -> None:
    """Recombination: the (G) call from another place, with a filter and a count, optional, with a
    duration step after it — compiled as the other calls are."""
    for text in (
        "【自】【ソウル】：あなたのヴァンガードがアタックされた時、このカードを(G)にコールしてよい。",
        "【自】【(V)】：このユニットがアタックされた時、あなたのドロップから守護者を持たないグレード１を"
        "２枚まで選び、(G)にコールし、そのバトル中、それらのシールド＋5000。",
    ):
        assert compiles(text) == (True, ""), text


def test_a_guardian_call_by_an_effect_is_prohibited() -> None:
    """「【永】【(V)】：相手はグレード１を(G)にコールできない。」 (1.3.3 over 10.5.1.2.2) bars B's
    call to (G) by its own effect too: the grade-1 card stays in the hand and the vanguard is hit."""
    text = "【自】【(R)】：あなたのヴァンガードがアタックされた時、あなたの手札から１枚選び、(G)にコールする。"
    r = _guarded(text, "【永】【(V)】：相手はグレード１を(G)にコールできない。")
    assert not unsupported(r)
    assert zone_names(r, "B", "hand") == ["守り手"] and len(zone_names(r, "B", "damage")) == 1


# ------------------------------------------------------- 呪縛カードとして置く (7.30.5)


def test_a_card_put_as_a_locked_card() -> None:
    """「山札の上から１枚を(R)に呪縛カードとして置く」 (7.30.5): the deck's top card goes face down
    onto the rear-guard circle its owner picks (7.30.5.1), a locked card, no unit; the unit that
    was there goes at once to its owner's drop (7.30.5.2)."""
    deck = "    deck: [{name: 上, type: normal, grade: 1}, 9]\n"
    rear = "    right_back: {name: 先客, type: normal, grade: 1, power: 8000}\n"
    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000,"
        ' text: "【起】【(R)】：あなたの山札の上から１枚を(R)に呪縛カードとして置く。"}\n'
        f"{rear}{deck}"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n" + VG_ACTIVATE + "choices:\n  - {player: A, at: circle, choose: right_back}\n"
    )
    r = vg_run(body)
    assert not unsupported(r)
    (card,) = r.main.final.players["A"].zones["field.right_back"]
    assert card.name == "上" and card.states.get("locked") and not card.face_up
    assert zone_names(r, "A", "drop") == ["先客"]


# ------------------------------------------------------- (名称)状態になる / にする (5.2.2)


def test_a_named_state_put_by_an_effect() -> None:
    """「相手のリアガードを１枚選び、そのターン中、邪竜解放状態にする」 (5.2.2.2: only the card the
    effect names; 14.56.1): after it, 「相手の邪竜解放状態のリアガードを１枚選び、退却させる」 finds
    that unit; without it, none."""
    second = (
        "    right_front: {name: 弓兵, type: normal, grade: 1, power: 8000,"
        " text: '【起】【(R)】：相手の邪竜解放状態のリアガードを１枚選び、退却させる。'}\n"
    )
    b = "    left_front: {name: 盾兵, type: normal, grade: 1, power: 8000}\n"
    both = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 弓兵}]}\n"
    )
    only = "  - {do: main_phase, actions: [{do: activate, card: 弓兵}]}\n"
    text = "【起】【(R)】：相手のリアガードを１枚選び、そのターン中、邪竜解放状態にする。"
    for actions, retired in ((both, True), (only, False)):
        r = board(text, second, b, actions)
        assert not unsupported(r)
        assert (zone_names(r, "B", "drop") == ["盾兵"]) is retired


def test_a_named_state_by_a_continuous_ability() -> None:
    """「SweetLink－【永】：このカードと同名のあなたの他のソウルがあるなら、このカードはSweetLink
    状態になる。」 (14.61.1, 5.2.2.2, 11.11.1.5) with 「このユニットがSweetLink状態なら、パワー
    ＋5000」: with a same-name card in the soul 10000 + 5000 hits a 15000 vanguard; without, not."""
    text = (
        "SweetLink－【永】：このカードと同名のあなたの他のソウルがあるなら、"
        "このカードはSweetLink状態になる。\n"
        "【永】【(R)】：このユニットがSweetLink状態なら、このユニットのパワー＋5000。"
    )
    for soul, hits in (("[{name: 甘味, type: normal, grade: 1}]", True), ("[]", False)):
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 甘味, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            f"    soul: {soul}\n    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
            "actions:\n  - {do: attack, attacker: left_front, target: vanguard}\n"
        )
        r = vg_run(body, "battle")
        assert not unsupported(r), soul
        assert (len(zone_names(r, "B", "damage")) == 1) is hits, soul


# ------------------------------------------------------- ダメージチェックした時 (7.23, 13.6.3)


def test_a_fighter_damage_checked() -> None:
    """「あなたがダメージチェックした時、１枚引く」 (7.23.1, 13.6.3): B's vanguard is hit, B checks one
    card and its ability draws one; 「相手がダメージチェックした時」 on B does not trigger (A made no
    check); a unit as the subject is refused (a fighter checks)."""
    for who, drawn in (("あなた", 1), ("相手", 0)):
        text = f"【自】【(R)】：{who}がダメージチェックした時、１枚引く。"
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 20000}\n"
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
            f'    right_front: {{name: 伝令, type: normal, grade: 1, power: 8000, text: "{text}"}}\n'
            "    deck: [{name: 無, type: normal, grade: 1}, 9]\n"
            "actions:\n  - {do: attack, attacker: vanguard, target: vanguard}\n"
        )
        r = vg_run(body, "battle")
        assert not unsupported(r), who
        assert len(zone_names(r, "B", "damage")) >= 1, who
        assert len(zone_names(r, "B", "hand")) == drawn, who
    assert compiles("【自】【(V)】：このユニットがダメージチェックした時、１枚引く。")[0] is False


def test_stealth_holds_with_no_standing_opponent_in_the_column() -> None:
    """「【永】【(R)】暗躍：このユニットのパワー＋5000。」 (14.38.3: no standing unit of the
    opponent's in this unit's column, 4.9.1.2): 10000 + 5000 hits a 15000 vanguard when B has no
    rear-guard, or only rested ones; not when B's front rear-guards stand (one is in its column)."""
    text = "【永】【(R)】暗躍：このユニットのパワー＋5000。"
    for state, hits in ((None, True), ("stand", False), ("rest", True)):
        b = (
            "".join(
                f"    {c}: {{name: 兵{c}, type: normal, grade: 1, power: 5000, state: {state}}}\n"
                for c in ("left_front", "right_front")
            )
            if state
            else ""
        )
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 忍, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            "    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n"
            f"{b}    deck: 10\n"
            "actions:\n  - {do: attack, attacker: left_front, target: vanguard}\n"
        )
        r = vg_run(body, "battle")
        assert not unsupported(r), state
        assert (len(zone_names(r, "B", "damage")) == 1) is hits, state


def test_unite_holds_after_two_calls_this_turn() -> None:
    """「【永】【(V)】結束：このユニットのパワー＋5000。」 (14.21.3: you called 2 or more cards to a
    rear-guard or the guardian circle this turn): after two normal calls the vanguard is 18000
    and hits a 15000 vanguard; after one call it is 13000 and does not."""
    text = "【永】【(V)】結束：このユニットのパワー＋5000。"
    hand = "[{name: 一兵, type: normal, grade: 1, power: 5000}, {name: 二兵, type: normal, grade: 1, power: 5000}]"
    two = (("一兵", "left_back"), ("二兵", "right_back"))
    for calls, hits in ((two, True), (two[:1], False)):
        acts = ", ".join(f"{{do: call, card: {n}, circle: {c}}}" for n, c in calls)
        body = (
            "players:\n  A:\n"
            f'    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'
            f"    hand: {hand}\n    deck: 10\n"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
            f"actions:\n  - {{do: main_phase, actions: [{acts}]}}\n"
            "  - {do: attack, attacker: vanguard, target: vanguard}\n"
        )
        r = vg_run(body)
        assert not unsupported(r), calls
        assert (len(zone_names(r, "B", "damage")) >= 1) is hits, calls


# ------------------------------------------------------- 山札を上から(数値)枚まで見る (7.7.2)


def test_looking_at_up_to_n_cards() -> None:
    """「山札を上から３枚まで見て、１枚を手札に加える」 (7.7.2: the player may stop after each card):
    A looks at one card (its answer) and takes it; looking at none, nothing is taken."""
    deck = "    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]\n"
    text = "【起】【(R)】：あなたの山札を上から３枚まで見て、１枚を手札に加える。"
    for k, hand in ((1, ["一"]), (0, [])):
        body = (
            "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
            f"{deck}"
            "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
            "actions:\n" + VG_ACTIVATE + f"choices:\n  - {{player: A, at: look, choose: {k}}}\n"
        )
        r = vg_run(body)
        assert not unsupported(r), k
        assert zone_names(r, "A", "hand") == hand, k
