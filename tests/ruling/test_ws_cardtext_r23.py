"""Weiß Schwarz card-text constructions of round 23 (issue 12, s19ws), each in general form with
its variants (the family, not one wording): a minimal ability text and what it does on a board,
and the case that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from tests.ruling.boards import unsupported, ws_compile, ws_resolve_text, zone_names

STAGE = (
    "  A:\n    level: 1\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1,"
    " traits: [音楽], color: red}\n"
    "      left_front: {name: 乙, type: character, level: 2, power: 5000, soul: 1,"
    " traits: [動物], color: blue}\n"
    "      right_front: {name: 丙, type: character, level: 0, power: 5000, soul: 1,"
    " traits: [音楽, 動物], color: red}\n"
    "    deck: 10\n  B:\n    level: 1\n    deck: 10\n"
)


def _powers(r: object) -> dict[str, int]:
    state = r.outcome["state"]  # type: ignore[attr-defined]
    return {k.split(".")[0]: v for k, v in state.items()}


ASK = "甲.power, 乙.power, 丙.power"


# --------------------------------- 「X以外のY」 with X a description (2.1.2, 2.3.2, 2.5, 2.6)


@pytest.mark.parametrize(
    ("x", "raised"),
    [
        ("《音楽》", {"乙"}),  # a trait
        ("《音楽》か《動物》", set()),  # one of several traits: each of the three has one
        ("レベル1以下", {"乙"}),  # a value
        ("レベル1以上", {"丙"}),
        ("赤", {"乙"}),  # a colour
        ("「甲」", {"乙", "丙"}),  # a name (as before)
        ("《音楽》のキャラ", {"乙"}),  # a trait and a kind
    ],
)
def test_except_a_description(x: str, raised: set[str]) -> None:
    """「そのターン中、あなたの{x}以外のキャラすべてのパワーを＋1000」: the characters X does not
    describe get +1000, those it describes do not; the owner printed before X is the owner of
    the cards left (あなたの)."""
    text = f"そのターン中、あなたの{x}以外のキャラすべてのパワーを＋1000。"
    r = ws_resolve_text(STAGE, text, ask=ASK)
    assert not unsupported(r)
    assert _powers(r) == {n: 6000 if n in raised else 5000 for n in ("甲", "乙", "丙")}


@pytest.mark.parametrize(
    "text",
    [
        "そのターン中、他の《音楽》以外のあなたのキャラすべてのパワーを＋1000。",
        "そのターン中、《音楽》以外のキャラすべてのパワーを＋1000。",
        "そのターン中、あなたの前列の《音楽》以外のキャラすべてのパワーを＋1000。",
    ],
)
def test_except_word_orders(text: str) -> None:
    """The same cards with 他の / the owner after 以外 / no owner / a zone before X: 乙 only (B
    has no character)."""
    r = ws_resolve_text(STAGE, text, ask=ASK)
    assert not unsupported(r)
    assert _powers(r) == {"甲": 5000, "乙": 6000, "丙": 5000}


def test_except_in_a_choice_from_a_zone() -> None:
    """「自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す」: of the waiting room's 丁
    (《音楽》) and 戊 (《動物》), only 戊 can be chosen."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 丁, type: character, level: 0, traits: [音楽]},"
        " {name: 戊, type: character, level: 0, traits: [動物]}]\n    deck: 10\n  B:",
        1,
    )
    text = "あなたは自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["戊"]
    assert zone_names(r, "A", "waiting_room") == ["丁"]


def test_except_keeps_the_kind_after_it() -> None:
    """「《音楽》以外のキャラ」 is a character: a climax in the waiting room is not chosen."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 丁, type: climax}, {name: 戊, type: character, level: 0,"
        " traits: [音楽]}]\n    deck: 10\n  B:",
        1,
    )
    text = "あなたは自分の控え室の《音楽》以外のキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == []


def test_except_of_counted_cards_is_refused() -> None:
    """「2枚以外の」 is no description: refused, not read as a filter."""
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        ws_compile("【永】 あなたの《音楽》のキャラ2枚以外のキャラすべてに、パワーを＋1000。")


# ----------------------------- a number of cards against a number: より多い / より少ない / の枚数


def _hand(n: int) -> str:
    cards = ", ".join(f"{{name: 手{i}, type: character}}" for i in range(n))
    return STAGE.replace("    deck: 10\n  B:", f"    hand: [{cards}]\n    deck: 10\n  B:", 1)


@pytest.mark.parametrize(
    ("cond", "hand", "draws"),
    [
        ("あなたの手札が2枚より多いなら", 3, True),  # more than 2: 3 or more
        ("あなたの手札が2枚より多いなら", 2, False),
        ("あなたの手札が3枚より少ないなら", 2, True),  # fewer than 3: 2 or fewer
        ("あなたの手札が3枚より少ないなら", 3, False),
        ("あなたの手札の枚数が2枚以下なら", 2, True),  # 「…の枚数が」: the cards counted
        ("あなたの手札の枚数が2枚以下なら", 3, False),
        ("あなたの手札の枚数が2枚より多いなら", 3, True),
        ("あなたの手札の枚数が3枚以上なら", 2, False),
    ],
)
def test_a_number_of_cards_against_a_number(cond: str, hand: int, draws: bool) -> None:
    """「{cond}、あなたは1枚引く」 with that many cards in A's hand."""
    r = ws_resolve_text(_hand(hand), f"{cond}、あなたは1枚引く。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == hand + (1 if draws else 0)


# ------------------------------ 「…を含む」 / 「…を持つ」: the family (2.1.2.1 names, 2.5 traits, 2.16 icons)

WR = (
    "    waiting_room: [{name: テスト一号, type: character, level: 0, traits: [音楽], text: '【永】 応援'},"
    " {name: 試験テスト, type: character, level: 0, traits: [動物], trigger: [soul], text: '【永】 応援'},"
    " {name: 別人, type: character, level: 0, traits: [動物],"
    " text: '【自】 アンコール ［手札のキャラを1枚控え室に置く］'}]\n"
)


def _wr_board() -> str:
    return STAGE.replace("    deck: 10\n  B:", WR + "    deck: 10\n  B:", 1)


@pytest.mark.parametrize(
    ("desc", "chosen"),
    [
        ("カード名に「テスト」を含むキャラ", {"テスト一号", "試験テスト"}),
        ("「テスト」を含むキャラ", {"テスト一号", "試験テスト"}),  # no place said: the name
        ("カード名に「試験」と「テスト」を含むキャラ", {"試験テスト"}),  # each of them
        ("カード名に「一号」か「別」を含むキャラ", {"テスト一号", "別人"}),  # one of them
        ("カード名に「テスト」を含まないキャラ", {"別人"}),
        ("特徴に《音楽》を含むキャラ", {"テスト一号"}),  # a trait
        ("《動物》を特徴に含むキャラ", {"試験テスト", "別人"}),
        ("《音楽》を持つキャラ", {"テスト一号"}),
        ("《音楽》を持たないキャラ", {"試験テスト", "別人"}),
        ("トリガーアイコンに[[soul.gif]]を含むキャラ", {"試験テスト"}),  # an icon
        ("【アンコール】を持つキャラ", {"別人"}),  # a keyword, as 『アンコール』
    ],
)
def test_contain_and_have(desc: str, chosen: set[str]) -> None:
    """「自分の控え室の{desc}を1枚選び、手札に戻す」: the cards that can be chosen — each run of the
    ruling's branches picks one; every card picked is one of ``chosen``, and each of them is
    picked on some branch."""
    text = f"あなたは自分の控え室の{desc}を1枚選び、手札に戻す。"
    r = ws_resolve_text(_wr_board(), text)
    assert not unsupported(r)
    picked = {c.name for leaf in r.leaves for c in leaf.final.players["A"].zones["hand"]}
    assert picked == chosen


@pytest.mark.parametrize("src", ["自分の控え室から", "自分の控え室から、"])
def test_contain_from_a_place_printed_with_kara(src: str) -> None:
    """「自分の控え室からカード名に「一号」を含むキャラを1枚選び」: the place with から is the
    cards' (the grammar hangs it on the relative clause)."""
    text = f"あなたは{src}カード名に「一号」を含むキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(_wr_board(), text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["テスト一号"]


@pytest.mark.parametrize(
    ("place", "draws"),
    [
        ("あなたの控え室に", True),
        ("あなたの手札に", False),
        ("あなたの舞台に", False),  # 甲 乙 丙: no テスト
    ],
)
def test_existence_of_a_described_card_in_a_place(place: str, draws: bool) -> None:
    """「{place}カード名に「テスト」を含むカードがあるなら、1枚引く」."""
    text = f"{place}カード名に「テスト」を含むカードがあるなら、あなたは1枚引く。"
    r = ws_resolve_text(_wr_board(), text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == (1 if draws else 0)


def test_existence_facing_this_card() -> None:
    """「このカードの正面にカード名に「敵」を含むキャラがいるなら」 (3.6.6): the place hung on
    the relative clause is the existence's."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    def run(name: str) -> int:
        src = (
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    stage:\n"
            "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1,"
            " text: '【永】 このカードの正面にカード名に「敵」を含むキャラがいるなら、"
            "このカードのパワーを＋1000。'}\n"
            "    deck: 10\n  B:\n    level: 1\n    stage:\n"
            f"      center_front: {{name: {name}, type: character, level: 1, power: 5000,"
            " soul: 1}\n    deck: 10\nask: [甲.power]\n"
        )
        return int(resolve(loads(src)).outcome["state"]["甲.power"])

    assert run("強敵") == 6000
    assert run("味方") == 5000


@pytest.mark.parametrize(
    ("deck", "draws"),
    [
        ("[{name: 山1, type: climax}, {name: 山2, type: character}, 5]", True),
        ("[{name: 山1, type: character}, {name: 山2, type: character}, 5]", False),
    ],
)
@pytest.mark.parametrize(
    ("step", "group"),
    [
        ("自分の山札の上から2枚を公開する", "公開したカード"),
        ("自分の山札の上から2枚を公開する", "公開されたカード"),
        ("自分の山札の上から2枚を、控え室に置く", "この効果で控え室に置かれたカード"),
    ],
)
def test_existence_among_a_group_this_effect_dealt_with(
    deck: str, draws: bool, step: str, group: str
) -> None:
    """「{step}。{group}にCXがあるなら、1枚引く」: of the cards the step dealt with, a climax."""
    board = STAGE.replace("    deck: 10\n  B:", f"    deck: {deck}\n  B:", 1)
    text = f"あなたは{step}。{group}にCXがあるなら、あなたは1枚引く。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == (1 if draws else 0)


# ------------------- values compared: より高い / 低い / 多い / 少ない / と同じ, each side any value


def _with_text(
    text: str, a_level: int = 1, b_level: int = 1, a_more: str = "", b_more: str = ""
) -> int:
    """甲 (level 1, power 5000, soul 1) with ``text`` facing 敵 (level 2, power 6000, soul 2);
    the levels are the players' (their level zones); 甲's power as the ruling reads it."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        f"players:\n  A:\n    level: {a_level}\n    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1,"
        f" text: '{text}'}}\n" + a_more + "    deck: 10\n"
        f"  B:\n    level: {b_level}\n    stage:\n"
        "      center_front: {name: 敵, type: character, level: 2, power: 6000, soul: 2}\n"
        + b_more
        + "    deck: 10\nask: [甲.power]\n"
    )
    return int(resolve(loads(src)).outcome["state"]["甲.power"])


@pytest.mark.parametrize(
    ("cond", "met"),
    [
        ("このカードのパワーが4000より高い", True),  # a value against a number
        ("このカードのパワーが5000より高い", False),
        ("このカードのパワーが6000より低い", True),
        ("このカードのレベルが1より高い", False),
        (
            "このカードの正面のキャラのパワーがこのカードより高い",
            True,
        ),  # the value unsaid: the same
        ("このカードの正面のキャラのレベルがこのカードより低い", False),
        ("このカードの正面のキャラのソウルがこのカードのソウルより多い", True),
        ("このカードの正面のキャラのレベルがこのカードのレベルと同じ", False),
        ("このカードのレベルが自分のレベルより低い", False),  # 自分: the master (level 1)
        ("このカードの正面のキャラのレベルが自分のレベルより高い", True),
        ("このカードの正面のキャラのレベルが相手より高い", True),  # B at level 1
        ("このカードのレベルがあなたのレベルと同じ", True),
        ("あなたのレベルが相手のレベルと同じ", True),
    ],
)
def test_values_compared(cond: str, met: bool) -> None:
    """「【永】 {cond}なら、このカードのパワーを＋1000」."""
    power = _with_text(f"【永】 {cond}なら、このカードのパワーを＋1000。")
    assert power == (6000 if met else 5000)


@pytest.mark.parametrize(("a_level", "b_level", "met"), [(2, 2, True), (1, 2, False)])
def test_levels_equal(a_level: int, b_level: int, met: bool) -> None:
    """「あなたのレベルと相手のレベルが同じなら」: both orders of 「と同じ」."""
    text = "【永】 あなたのレベルと相手のレベルが同じなら、このカードのパワーを＋1000。"
    assert _with_text(text, a_level, b_level) == (6000 if met else 5000)


@pytest.mark.parametrize(("b_stock", "met"), [(2, True), (3, False)])
def test_numbers_of_cards_equal(b_stock: int, met: bool) -> None:
    """「あなたのストックが相手のストックと同じなら」 / 「…相手と同じなら」: A has 2 in stock."""
    for cond in ("あなたのストックが相手のストックと同じ", "あなたのストックの枚数が相手と同じ"):
        text = f"【永】 {cond}なら、このカードのパワーを＋1000。"
        power = _with_text(text, a_more="    stock: 2\n", b_more=f"    stock: {b_stock}\n")
        assert power == (6000 if met else 5000), cond


# -------------------- more of the family: 特徴に「X」を含む, 《X》を含む, すべて after the subject


TRAITS = (
    "    waiting_room: [{name: 一, type: character, level: 0, traits: [魔法少女]},"
    " {name: 二, type: character, level: 0, traits: [少女漫画]},"
    " {name: 三, type: character, level: 0, traits: [動物]}]\n"
)


@pytest.mark.parametrize(
    ("desc", "chosen"),
    [
        ("特徴に「少女」を含むキャラ", {"一", "二"}),  # a part of a trait (2.5)
        ("特徴に「魔法」か「動物」を含むキャラ", {"一", "三"}),
        ("特徴に「少女」を含まないキャラ", {"三"}),
        ("《動物》を含むキャラ", {"三"}),  # no place said, a trait: among its traits
    ],
)
def test_trait_contains(desc: str, chosen: set[str]) -> None:
    """「自分の控え室の{desc}を1枚選び、手札に戻す」: every card some branch picks, and only those."""
    board = STAGE.replace("    deck: 10\n  B:", TRAITS + "    deck: 10\n  B:", 1)
    r = ws_resolve_text(board, f"あなたは自分の控え室の{desc}を1枚選び、手札に戻す。")
    assert not unsupported(r)
    picked = {c.name for leaf in r.leaves for c in leaf.final.players["A"].zones["hand"]}
    assert picked == chosen


def test_a_placement_trigger_whose_place_is_hung_on_the_relative() -> None:
    """「あなたのクライマックス置場にカード名に「X」を含むCXが置かれた時」: the place is the
    move's, the same trigger as 「カード名に「X」を含むCXがあなたのクライマックス置場に置かれた時」
    (board-tested as a placement trigger; here the two readings must agree)."""
    a = ws_compile(
        "【自】 あなたのクライマックス置場にカード名に「X」を含むクライマックスが置かれた時、あなたは1枚引く。"
    )
    b = ws_compile(
        "【自】 カード名に「X」を含むクライマックスがあなたのクライマックス置場に置かれた時、あなたは1枚引く。"
    )
    assert a.trigger == b.trigger
    assert a.trigger.dst == ("climax",) and a.trigger.subject.contains_any == ("X",)


@pytest.mark.parametrize(
    ("names", "met"), [(("テスト甲", "テスト乙"), True), (("テスト甲", "乙"), False)]
)
def test_every_after_the_subject_of_a_contain(names: tuple[str, str], met: bool) -> None:
    """「あなたのキャラがすべてカード名に「テスト」を含むキャラなら」: as 「あなたのキャラすべてが
    …」 — each of A's characters holds テスト in its name."""
    board = (
        "  A:\n    level: 1\n    stage:\n"
        f"      center_front: {{name: {names[0]}, type: character, level: 1, power: 5000}}\n"
        f"      left_front: {{name: {names[1]}, type: character, level: 1, power: 5000}}\n"
        "    deck: 10\n  B:\n    level: 1\n    deck: 10\n"
    )
    text = "あなたのキャラがすべてカード名に「テスト」を含むキャラなら、あなたは1枚引く。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == (1 if met else 0)


@pytest.mark.parametrize(
    ("deck", "draws"),
    [
        (
            "[{name: 山1, type: character, level: 2}, {name: 山2, type: character, level: 1}, 5]",
            True,
        ),
        ("[{name: 山1, type: character, level: 2}, {name: 山2, type: climax}, 5]", False),
    ],
)
def test_every_after_a_reference_and_a_total_of_a_group(deck: str, draws: bool) -> None:
    """「山札の上から2枚を公開する。それらのカードがすべてキャラなら」 (as 「それらのカードすべてが
    キャラなら」) and 「公開されたカードのレベルの合計が3以上なら」 (a CX's level is 0, 2.19.1)."""
    board = STAGE.replace("    deck: 10\n  B:", f"    deck: {deck}\n  B:", 1)
    for cond in ("それらのカードがすべてキャラ", "公開されたカードのレベルの合計が3以上"):
        text = f"あなたは自分の山札の上から2枚を公開する。{cond}なら、あなたは1枚引く。"
        r = ws_resolve_text(board, text)
        assert not unsupported(r), cond
        assert len(zone_names(r, "A", "hand")) == (1 if draws else 0), cond


# ------------------ a choice among a group: その中の / その中から / それらのカードのうち / から (8.6.3)

GROUP_DECK = (
    "[{name: テスト山, type: character, level: 0, traits: [音楽]},"
    " {name: 別の山, type: character, level: 0, traits: [音楽]}, {name: 三番, type: climax}, 5]"
)


@pytest.mark.parametrize(
    "among",
    [
        "その中の",
        "その中から",
        "それらのカードのうち",
        "それらのカードから",
        "それらのカードの",
        "公開したカードのうち",
    ],
)
@pytest.mark.parametrize("desc", ["カード名に「テスト」を含むキャラ", "「テスト山」"])
def test_a_choice_among_the_revealed_cards(among: str, desc: str) -> None:
    """「山札の上から3枚を公開し、{among}{desc}を1枚まで選び、手札に加え、残りのカードを控え室に
    置く」: テスト山 is the one to choose; the others go to the waiting room."""
    board = STAGE.replace("    deck: 10\n  B:", f"    deck: {GROUP_DECK}\n  B:", 1)
    text = (
        f"あなたは自分の山札の上から3枚を公開し、{among}{desc}を1枚まで選び、手札に加え、"
        "残りのカードを控え室に置く。"
    )
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    hands = {tuple(c.name for c in leaf.final.players["A"].zones["hand"]) for leaf in r.leaves}
    assert ("テスト山",) in hands and hands <= {("テスト山",), ()}


@pytest.mark.parametrize("among", ["それらのカードの", "その中の"])
def test_a_choice_among_the_cards_a_move_dealt_with(among: str) -> None:
    """「山札の上から3枚を控え室に置き、{among}《音楽》のキャラを1枚まで選び、手札に戻す」: among
    the three just put there (not the waiting room's 古株, also 《音楽》)."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 古株, type: character, level: 0, traits: [音楽]}]\n"
        f"    deck: {GROUP_DECK}\n  B:",
        1,
    )
    text = f"あなたは自分の山札の上から3枚を控え室に置き、{among}《音楽》のキャラを1枚まで選び、手札に戻す。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    picked = {c.name for leaf in r.leaves for c in leaf.final.players["A"].zones["hand"]}
    assert picked == {"テスト山", "別の山"}


# ---------------------- 「【スタンド】していない」 / 「【レスト】していない」 / 「【リバース】していない」


ORIENTED = (
    "  A:\n    level: 1\n    stage:\n"
    "      center_front: {name: 立, type: character, level: 0, power: 5000, state: stand}\n"
    "      left_front: {name: 休, type: character, level: 0, power: 5000, state: rest}\n"
    "      right_front: {name: 倒, type: character, level: 0, power: 5000, state: reverse}\n"
    "    deck: 10\n  B:\n    level: 1\n    deck: 10\n"
)


@pytest.mark.parametrize(
    ("state", "chosen"),
    [
        ("【スタンド】していない", {"休", "倒"}),
        ("【レスト】していない", {"立", "倒"}),
        ("【リバース】していない", {"立", "休"}),
        ("【レスト】している", {"休"}),
    ],
)
def test_not_in_a_state(state: str, chosen: set[str]) -> None:
    """「自分の{state}キャラを1枚選び、そのターン中、パワーを＋1000」: a character in one of the
    two other states (1.3.2); every branch's choice is one of them, and each is chosen on one."""
    text = f"あなたは自分の{state}キャラを1枚選び、そのターン中、パワーを＋1000。"
    r = ws_resolve_text(ORIENTED, text, ask="立.power, 休.power, 倒.power")
    assert not unsupported(r)
    raised = {
        k.split(".")[0] for leaf in r.leaves for k, v in leaf.outcome["state"].items() if v == 6000
    }
    assert raised == chosen


@pytest.mark.parametrize(
    ("orientation", "met"), [("stand", True), ("rest", True), ("reverse", False)]
)
def test_this_card_not_reversed_in_a_row(orientation: str, met: bool) -> None:
    """「前列に【リバース】していないこのカードがいるなら」: this card in the front row, and not
    reversed."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1, power: 5000,"
        f" state: {orientation}, text: '【永】 前列に【リバース】していないこのカードがいるなら、"
        "他のあなたのキャラすべてに、パワーを＋1000。'}\n"
        "      left_front: {name: 乙, type: character, level: 1, power: 5000}\n"
        "    deck: 10\n  B:\n    level: 1\n    deck: 10\nask: [乙.power]\n"
    )
    assert resolve(loads(src)).outcome["state"]["乙.power"] == (6000 if met else 5000)


@pytest.mark.parametrize(
    ("who", "attacker_wins"), [("アタックしている", True), ("アタックしていない", False)]
)
def test_not_attacking(who: str, attacker_wins: bool) -> None:
    """「このカードがアタックした時、そのターン中、あなたの{who}キャラすべてのパワーを＋3000」: the
    attacker (3000 against 5000) is raised only by the positive form (7.2.1.5)."""
    from tests.ruling.boards import ws_battle

    mine = f"【自】 このカードがアタックした時、そのターン中、あなたの{who}キャラすべてのパワーを＋3000。"
    r = ws_battle(power=3000, mine=mine)
    assert not unsupported(r)
    state = r.outcome["state"]
    assert (state["A.stage.center_front"] == ["攻め役(rest)"]) == attacker_wins


# ------------------------------------- 「…したなら」 after any move into a zone; 同じ枚数のカード


@pytest.mark.parametrize(
    ("wr", "draws"),
    [("    waiting_room: [{name: 丁, type: character, level: 0}]\n", True), ("", False)],
)
@pytest.mark.parametrize(
    ("step", "done"),
    [
        ("手札に戻す", "手札に戻した"),
        ("山札の上に置く", "山札の上に置いた"),
        ("ストック置場に置く", "ストック置場に置いた"),
    ],
)
def test_done_after_a_move_into_a_zone(wr: str, draws: bool, step: str, done: str) -> None:
    """「自分の控え室のキャラを1枚まで選び、{step}。{done}なら、1枚引く」: A draws only when a
    card was moved (a choice of none moves nothing)."""
    board = STAGE.replace("    deck: 10\n  B:", wr + "    deck: 10\n  B:", 1)
    text = f"あなたは自分の控え室のキャラを1枚まで選び、{step}。{done}なら、あなたは1枚引く。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    hand = zone_names(r, "A", "hand")
    drawn = len(hand) - (1 if step == "手札に戻す" and wr else 0)
    assert drawn == (1 if draws else 0)


def test_draw_the_same_number_of_cards() -> None:
    """「自分の手札を2枚まで選び、控え室に置き、同じ枚数のカードを引く」: as many as were put there."""
    r = ws_resolve_text(
        _hand(2), "あなたは自分の手札を2枚まで選び、控え室に置き、同じ枚数のカードを引く。"
    )
    assert not unsupported(r)
    counts = {
        (
            len(leaf.final.players["A"].zones["waiting_room"]),
            len(leaf.final.players["A"].zones["hand"]),
        )
        for leaf in r.leaves
    }
    assert counts == {(0, 2), (1, 2), (2, 2)}


# ------------------------------------- 「…1につき」 of a value (a player's level, a card's value)


@pytest.mark.parametrize(
    ("per", "a_level", "power"),
    [
        ("あなたのレベル1につき", 2, 6000),  # 2 x 500
        ("あなたのレベル1につき", 0, 5000),
        ("相手のレベル1につき", 0, 5500),  # B at level 1
        ("このカードの正面のキャラのソウル1につき", 0, 6000),  # 敵's soul 2
        ("このカードの正面のキャラのレベル1につき", 0, 6000),  # 敵's level 2
    ],
)
def test_per_one_of_a_value(per: str, a_level: int, power: int) -> None:
    """「【永】 {per}、このカードのパワーを＋500」: the amount times that value."""
    assert _with_text(f"【永】 {per}、このカードのパワーを＋500。", a_level=a_level) == power


# ---------------------------------------------------------- the refresh trigger's wordings (9.2.4)


@pytest.mark.parametrize("when", ["あなたの山札がリフレッシュした時", "あなたがリフレッシュした時"])
def test_refresh_trigger_wordings(when: str) -> None:
    """「{when}」: A's last card is drawn, A refreshes, the ability draws one (as 「あなたが山札を
    リフレッシュした時」, board-tested in test_ws_cardtext_refs.py); 「相手の…」 does not."""
    from tests.ruling.test_ws_cardtext_refs import REFRESH, run_src
    from tests.ruling.test_ws_cardtext_refs import zone as zone_of

    deck = "[{name: 最後の札, type: character}]"
    for text, drawn in (
        (f"【自】 {when}、あなたは1枚引く。", 2),
        (f"【自】 {when.replace('あなた', '相手')}、あなたは1枚引く。", 1),
    ):
        r = run_src(REFRESH.format(text=text, deck=deck))
        assert not unsupported(r)
        assert len(zone_of(r, "A", "hand")) == drawn, text


# ------------------------------------------------- an amount of damage computed inline from a value


@pytest.mark.parametrize(
    "text",
    [
        "あなたは相手の山札の上から1枚を公開する。そのカードのレベル×1のダメージを相手に与える。",
        "あなたは相手の山札の上から1枚を公開する。相手にそのカードのレベルのダメージを与える。",
        "あなたは相手の山札の上から1枚を公開する。相手にＸダメージを与える。Ｘはそのカードのレベルに等しい。",
        "相手にあなたのレベル＋1のダメージを与える。",  # A at level 1: 2
    ],
)
def test_damage_computed_inline(text: str) -> None:
    """「<value>(×k / ＋k)のダメージを与える」: as 「Ｘダメージを与える。Ｘは…に等しい」 — B's top
    card is a level-2 character, no climax in B's deck: B takes 2 (4.10)."""
    board = (
        "  A:\n    level: 1\n    deck: 10\n"
        "  B:\n    level: 1\n    deck: [{name: 相1, type: character, level: 2}, {name: 相2,"
        " type: character, level: 0}, {name: 相3, type: character, level: 0}, 7]\n"
    )
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert len(zone_names(r, "B", "clock")) == 2


# ------------------------- 「Xの<value>がN以上ならA、M以下ならB」: the second condition's subject unsaid


@pytest.mark.parametrize(("level", "stock", "top"), [(2, ["山1"], "山2"), (0, [], "山1")])
def test_a_second_value_condition_with_its_subject_unsaid(
    level: int, stock: list[str], top: str
) -> None:
    """「山札の上から1枚を公開する。そのカードのレベルが1以上ならストック置場に置き、0以下なら元に戻
    す」: 「0以下なら」 is of the same card's level — level 2: to the stock; level 0: put back."""
    deck = f"[{{name: 山1, type: character, level: {level}}}, {{name: 山2, type: character}}, 5]"
    board = STAGE.replace("    deck: 10\n  B:", f"    deck: {deck}\n  B:", 1)
    text = (
        "あなたは自分の山札の上から1枚を公開する。そのカードのレベルが1以上ならストック置場に置き、"
        "0以下なら元に戻す。"
    )
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "stock") == stock
    assert zone_names(r, "A", "deck")[0] == top


@pytest.mark.parametrize(
    ("deck", "draws"),
    [
        (
            "[{name: 山1, type: climax}, {name: 山2, type: climax}, {name: 山3, type: character}, 5]",
            True,
        ),
        (
            "[{name: 山1, type: climax}, {name: 山2, type: character}, {name: 山3, type: character}, 5]",
            False,
        ),
    ],
)
@pytest.mark.parametrize("group", ["それらのカード", "この効果で控え室に置かれたカード"])
def test_a_count_among_a_group_with_its_number(deck: str, draws: bool, group: str) -> None:
    """「山札の上から3枚を控え室に置く。{group}にCXが2枚以上あるなら、1枚引く」: counted among the
    three."""
    board = STAGE.replace("    deck: 10\n  B:", f"    deck: {deck}\n  B:", 1)
    text = f"あなたは自分の山札の上から3枚を控え室に置く。{group}にCXが2枚以上あるなら、あなたは1枚引く。"
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == (1 if draws else 0)


# ------------------------------------ 「…のレベルが1以下のキャラ」: a value bound in the description


@pytest.mark.parametrize(
    ("desc", "chosen"),
    [
        ("自分の控え室のレベルが0以下のキャラ", {"丁"}),
        ("自分の控え室のレベルが1以上のキャラ", {"戊"}),
        ("自分の控え室のコストが1以下のキャラ", {"丁", "戊"}),
        ("自分の控え室のレベルがあなたのレベル以下のキャラ", {"丁"}),  # A at level 1 (3.9)
        ("自分の控え室のコストがあなたのレベル以下のキャラ", {"丁", "戊"}),
        ("自分の控え室のあなたのレベル以下のコストのキャラ", {"丁", "戊"}),
    ],
)
def test_a_value_bound_printed_as_a_clause(desc: str, chosen: set[str]) -> None:
    """「{desc}を1枚選び、手札に戻す」: as 「…のレベル0以下のキャラ」 (丁: level 0 cost 0; 戊: level
    2 cost 1)."""
    board = STAGE.replace(
        "    deck: 10\n  B:",
        "    waiting_room: [{name: 丁, type: character, level: 0, cost: 0},"
        " {name: 戊, type: character, level: 2, cost: 1}]\n    deck: 10\n  B:",
        1,
    )
    r = ws_resolve_text(board, f"あなたは{desc}を1枚選び、手札に戻す。")
    assert not unsupported(r)
    picked = {c.name for leaf in r.leaves for c in leaf.final.players["A"].zones["hand"]}
    assert picked == chosen
