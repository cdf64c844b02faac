"""MC's ◇ abilities that summon or place their own card (14.6.3.2, 14.6.3.3, 14.6.4.1), and the
keywords that stand for such a text (【強制配置】 15.4.6.2, 【普通召喚】 15.4.7.2, 【即時召喚】
15.4.8.2).

What the rules say, in general form:

- a ◇ ability of 〈発揮:普通召喚宣言時〉 / 〈発揮:即時召喚宣言時〉 on a unit card 「is the effect of
  normal- / instant-summoning the card」 (14.6.3.2), used by the summon procedure (12.2.7.4): the
  summon is declared (12.2.7.4.1: the 発揮時期 comes), and at 12.2.7.4.3 the card summoned is
  checked with 「効果に表記されているフェイズやタイミングや発揮時期」 — the ◇ ability is how this
  card is summoned in the summon declared, one summon. The text's 「…の場合」 is a summon
  condition (14.6.3.2: 「召喚条件」), checked there; its 〈コスト:…〉 an additional cost
  (12.2.7.4.5: 「追加コストがない限り」), declared and paid with the summon's; the terrain it
  names (「Xに、…召喚してもよい」) is where the card may be summoned — in place of 7.4.5's for a
  normal summon, as 15.4.7.2's meaning of 【普通召喚】 shows (a terrain that is no enemy
  controlled one, outside the own headquarters); for an instant summon the battle's terrain
  must fit it (8.3.2.8, 15.4.8.2). An instant summon by the ability needs no 「即時召喚可能」
  printed (2.1.12.3): the ability is the effect that summons the card so (14.6.3.2).
- a ◇ ability of 〈発揮:地形配置宣言時〉 on a terrain card is used by the placement procedure
  (14.6.3.3): the area it names replaces 12.1.1.2.5 a–d (「地形として配置できる場所は通常のルール
  とは異なる場合があります」), and the placement counts as a normal one (「通常地形配置」の宣言).

Compiled here (``compile_own_play``) into an ``OwnPlay``; run by ``basic.summon`` /
``basic.place_terrain`` (``summon_checks`` / ``place_checks`` below). The points the text
leaves open are the audit's (mc.unsettled.yaml): whether the summon declared goes on beside the
◇ one (``diamond_summon_at_declaration``), what a timing notation that never coincides with the
declaration allows (``diamond_timing_at_declaration``), and whether a terrain named for a normal
summon widens 7.4.5 or narrows it (``diamond_summon_destination``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported
from ruling.cardtext.terms import class_name as _cls

# the 発揮時期 of a declaration (12.2.7.4.1, 12.1.1.2.3) -> what the ◇ ability does then
OWN_MOMENTS = {
    "normal_summon_declared": "normal_summon",
    "instant_summon_declared": "instant_summon",
    "placement_declared": "placement",
}
# 「地形」 as the grammar types it (the kind a terrain description ends with)
A_TERRAIN = A.CardKind(id="terrain")
# the verbs of the step that summons / places the card -> the act they name
_VERBS = {
    "normal_summon": "normal_summon",
    "instant_summon": "instant_summon",
    "place": "placement",
}
# what each act is printed as (for messages)
ACT_JA = {"normal_summon": "普通召喚", "instant_summon": "即時召喚", "placement": "地形配置"}

# 15.4.6.2 / 15.4.7.2 / 15.4.8.2: the text each keyword means ({X}: the 「○○」 printed after it)
KEYWORD_MEANING = {
    "forced_placement": (
        "◇{name}\n〈発揮:地形配置宣言時/対象:自軍プレイヤー〉\n"
        "「地形（本陣を除く）」の存在するエリアに、対象はこのカードを配置してもよい。"
    ),
    "normal_summon": (
        "◇{name}\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\n"
        "{x}に、対象は手札にあるこのカードを普通召喚してもよい。"
    ),
    "instant_summon": (
        "◇{name}\n〈発揮:即時召喚宣言時/対象:自軍プレイヤー〉\n"
        "{x}に、対象は手札にあるこのカードを即時召喚してもよい。"
    ),
}
# 15.4.10.2: 【特殊進軍】「○○の地形」 — a ● ability (a 発揮時期, on a unit, 14.7.2)
ADVANCE_MEANING = (
    "●{name}\n〈発揮:進軍宣言時/対象:このユニット〉\n"
    "対象は{x}に合致する敵軍本陣を除く地形に進軍してもよい。"
)
KEYWORD_CLAUSE = {
    "special_advance": "15.4.10.2",
    "forced_placement": "15.4.6.2",
    "normal_summon": "15.4.7.2",
    "instant_summon": "15.4.8.2",
}


@dataclass(frozen=True)
class OwnPlay:
    """A ◇ ability summoning or placing the card it is printed on."""

    act: str  # normal_summon / instant_summon / placement
    name: str = ""
    timings: tuple[str, ...] = ()
    # the summon condition (14.6.3.2 「召喚条件」, 12.2.7.4.3): a condition as ``_condition``
    # reads 「…の場合」, read on the card (``common.condition_met``)
    condition: tuple[str, tuple[Any, ...]] | None = None
    # where the card goes (``fits``): a description of the terrain (a summon) or of the area (a
    # placement), None when the text names none (the rules' own places)
    where: tuple[Any, ...] | None = None
    # 〈コスト:…〉: card cost items as ``Program.hand_cost`` / ``more_costs`` (10.11)
    hand_cost: tuple[int, Any, str, bool] | None = None
    more_costs: tuple[tuple[int, Any, str, bool], ...] = ()
    # 「召喚コストを支払わずに」: the summon's own cost (the hero points, 15.1.2) is not paid
    free: bool = False
    # 「召喚後、…」: the player steps done after the summon (``effects.run_player_steps``)
    after: tuple[Any, ...] = ()
    # 〈対象:地形1つ〉 with 「対象の代わりに配置する」: the card goes onto the target's area
    on_target: bool = False
    mark: str = "◇"
    kind: str = "own_play"
    # the keyword it was printed as (15.4.6-15.4.8), "" for a text
    keyword: str = ""
    # 14.6.2 b. (no 発揮時期): a summon by 〈対象:自軍プレイヤー〉 (14.6.4.1) or a placement by
    # 〈対象:地形1つ〉 (14.6.4.2) — cited in place of 14.6.3.2 / 14.6.3.3
    b_form: bool = False


def _walk(node: Any) -> Any:
    from grammar.ast import walk

    return walk(node)


def _words(node: Any) -> set[str]:
    return {n.id for n in _walk(node) if _cls(n) == "Word"}


def _refs(node: Any) -> set[str]:
    return {n.id for n in _walk(node) if _cls(n) == "Ref"}


def own_moment(node: Any) -> str | None:
    """The act a ◇ ability's 〈発揮:…〉 names when it is a summon / placement declaration."""
    if getattr(node, "trigger", None) is None:
        return None
    from ruling.games._mc.cardtext import _trigger_hook

    try:
        ev = _trigger_hook(node.trigger, None).event
    except Unsupported:
        return None
    return OWN_MOMENTS.get(ev)


def _own_step(node: Any) -> tuple[int, int, Any] | None:
    """(sentence index, step index, step) of the step summoning / placing 「このカード」."""
    for i, se in enumerate(node.effect.sentences if node.effect else ()):
        for j, st in enumerate(se.steps):
            body = st.body
            if _cls(body) == "Unparsed" or getattr(body, "verb", None) not in _VERBS:
                continue
            if "this_card" in _refs(body) or (j and _free_of_this(se.steps[j - 1].body)):
                return i, j, st
    return None


def _free_of_this(body: Any) -> bool:
    """「このカードを召喚コストを支払わずに(普通召喚する)」: the card named in the step before
    the summon, with its summon cost not paid (15.1.2: a summon's cost is the hero points)."""
    return (
        _cls(body) == "Action"
        and body.verb == "pay_out"
        and body.form.value == "without"
        and {n.id for n in _walk(body) if _cls(n) == "Stat"} == {"cost"}
        and "this_card" in _refs(body)
    )


def _hoisted(body: Any) -> Any:
    """「このカードを敵軍本陣に隣接するエリアに配置する」 typed with 「このカードを」 inside the
    relative clause before 「エリア」 (the object read into 「…に隣接する」): the object moved back
    onto the step, where the sentence puts it."""
    args = list(body.args)
    for k, a in enumerate(args):
        if a.role.value != "goal":
            continue
        terms = list(a.value.terms)
        for m, t in enumerate(terms):
            if _cls(t) != "Relative":
                continue
            inner = [x for x in t.clause.args if x.role.value == "object"]
            if len(inner) == 1 and _refs(inner[0].value) == {"this_card"}:
                rest = tuple(x for x in t.clause.args if x is not inner[0])
                terms[m] = replace(t, clause=replace(t.clause, args=rest))
                args[k] = replace(a, value=replace(a.value, terms=tuple(terms)))
                return replace(body, args=(*args, inner[0]))
    return body


def _the_card_object(body: Any) -> None:
    """The summoned / placed thing must be 「(手札にある)このカード」 alone."""
    objs = [a for a in body.args if a.role.value == "object"]
    if len(objs) != 1:
        raise Unsupported(
            "a ◇ summon / placement of something other than 「このカード」 not run yet"
        )
    terms = objs[0].value.terms
    refs = [t for t in terms if _cls(t) == "Ref"]
    rest = [t for t in terms if _cls(t) not in ("Ref", "Relative")]
    rels = [t for t in terms if _cls(t) == "Relative"]
    if [r.id for r in refs] != ["this_card"] or rest:
        raise Unsupported(
            "a ◇ summon / placement of something other than 「このカード」 not run yet"
        )
    for r in rels:
        # 「手札にあるこのカード」: where it is (14.6.1: a ◇ ability is used from the hand)
        zones = {n.id for n in _walk(r) if _cls(n) == "Zone"}
        if r.clause.verb not in ("exist_thing", "exist_in") or zones != {"hand"}:
            raise Unsupported("「…このカード」 of this form in a ◇ summon not run yet")


def _match_parts(cl: Any) -> list[tuple[Any, ...]] | None:
    """「○○に合致する」 (15.4.7.2, 15.4.8.2): the parts of the terrain description ○○ names, or
    None when the clause is not that."""
    if getattr(cl, "verb", None) != "match" or getattr(cl.form, "value", None) != "final":
        return None
    goals = [a for a in cl.args if a.role.value == "goal"]
    if len(goals) != 1 or len(cl.args) != 1:
        return None
    read = _terrain_place(goals[0].value)
    return list(read[1]) if read[0] == "and" else [read]


def _rules_terrain_words(cl: Any) -> list[tuple[Any, ...]] | None:
    """The words 15.4.7.2 / 15.4.8.2 give the summon icons' terrain, printed as a ◇ ability's
    own text: 「○○に合致する地形」 (○○'s parts) and 「(○○に合致する)敵軍支配地形ではない地形」 (a
    terrain the enemy army does not control, 5.1.2.12: ``not_enemy``); None for another clause."""
    matched = _match_parts(cl)
    if matched is not None:
        return matched
    preds = [a for a in getattr(cl, "args", ()) if a.role.value == "predicate"]
    if (
        getattr(cl, "verb", None) != "be"
        or getattr(cl.form, "value", None) != "negative"
        or len(preds) != 1
        or len(cl.args) != 1
    ):
        return None
    terms = list(getattr(preds[0].value, "terms", ()))
    if [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in terms[-2:]] != [
        ("Owner", "enemy_army"),
        ("Word", "controlled_terrain"),
    ]:
        return None
    out: list[tuple[Any, ...]] = []
    for t in terms[:-2]:
        m = _match_parts(t.clause) if _cls(t) == "Relative" else None
        if m is None:
            return None
        out.extend(m)
    return [*out, ("not_enemy",)]


def _terrain_place(np: Any) -> tuple[Any, ...]:
    """A terrain description where a summon goes (「Xの地形に」): ('and', parts) of
    ('battle',) the terrain of the battle going on (8.2.3), ('char', kind, values) a terrain
    with that race / attribute (4.7.5: any of the values), ('units', owner, condition) a terrain
    an owner's unit meeting the condition is on, ('not_enemy',) no enemy controlled terrain."""
    from ruling.games._mc.cardtext import _characteristic

    terms = list(np.terms)
    parts: list[tuple[Any, ...]] = []
    if [(_cls(t), getattr(t, "text", None)) for t in terms] in (
        [("Name", "誰もいない地形")],
        [("Name", "誰もいない地形(敵軍本陣を除く)")],
    ):
        # 「誰もいない地形」: a terrain no unit is on (2.1.8.4.2's words)
        return (
            ("nobody",)
            if terms[0].text == "誰もいない地形"
            else ("and", (("nobody",), ("not_enemy_hq",)))
        )
    if len(terms) == 1 and _cls(terms[0]) == "Name" and getattr(terms[0], "text", None):
        # 「「○○」に合致する…地形」 with ○○ a card name: the terrain of that name (2.1.5.1)
        return ("name", str(terms[0].text))
    shape = [(_cls(t), getattr(t, "who", None) or getattr(t, "id", None)) for t in terms]
    if len(shape) == 2 and shape[1] == ("Zone", "headquarters") and shape[0][0] == "Owner":
        # 「自軍 / 敵軍本陣に」: the terrain that is that side's headquarters (5.1.2.8)
        if shape[0][1] in ("own_army", "enemy_army"):
            return ("hq", "own" if shape[0][1] == "own_army" else "enemy")
    if (
        len(terms) >= 2
        and (_cls(terms[-1]), getattr(terms[-1], "id", None)) == ("Word", "controlled_terrain")
        and _cls(terms[-2]) == "Owner"
        and terms[-2].who in ("own_army", "enemy_army")
    ):
        # 「自軍 / 敵軍支配地形」 (5.1.2.11, 5.1.2.12): a terrain that side controls
        parts.append(("controlled", "own" if terms[-2].who == "own_army" else "enemy"))
        terms = [*terms[:-2], A_TERRAIN]
    if not terms or _cls(terms[-1]) != "CardKind" or terms[-1].id != "terrain":
        raise Unsupported("a terrain named for a ◇ summon of this form not run yet")
    body = terms[:-1]
    if [(_cls(t), getattr(t, "id", None)) for t in body[-2:]] == [
        ("Word", "combat"),
        ("Word", "during"),
    ]:
        # 「戦闘中の地形」: the terrain of the battle going on (8.2.3)
        parts.append(("battle",))
        body = body[:-2]
    for t in body:
        c = _cls(t)
        if c == "Characteristic":
            kind, values = _characteristic(t)
            parts.append(("char", kind, values))
        elif c == "Relative" and _battle_clause(t.clause):
            parts.append(("battle",))
        elif c == "Relative" and getattr(t.clause, "verb", None) == "exist_in":
            parts.append(_units_there(t.clause))
        elif (
            c == "Relative"
            and getattr(t.clause, "verb", None) == "exist"
            and t.clause.form.value == "negative"
            and [getattr(x, "text", None) for x in _walk(t.clause) if _cls(x) == "Unknown"]
            == ["誰"]
        ):
            parts.append(("nobody",))  # 「誰もいない地形」 (2.1.8.4.2)
        elif c == "Owner" and t.who in ("own_army", "enemy_army"):
            parts.append(("controlled", "own" if t.who == "own_army" else "enemy"))
        elif c == "Relative" and (read := _rules_terrain_words(t.clause)) is not None:
            parts.extend(read)
        else:
            raise Unsupported(f"a terrain named for a ◇ summon with {c} not run yet")
    if not parts:
        return ("any",)
    return parts[0] if len(parts) == 1 else ("and", tuple(parts))


def _battle_clause(cl: Any) -> bool:
    """「戦闘が行われている」 / 「戦闘中の」 / 「戦闘が発生している」: the battle going on (8.2.3)."""
    if getattr(cl, "verb", None) not in ("perform", "occur", "be", "happen", "do"):
        return False
    return _words(cl) <= {"combat", "in_combat"} and bool(_words(cl))


def _units_there(cl: Any) -> tuple[Any, ...]:
    """「「種族:X」の自軍ユニットが存在する(地形)」: a unit of that owner meeting the rest."""
    from ruling.games._mc.cardtext import _characteristic

    subj = [a for a in cl.args if a.role.value in ("subject", "subject_no")]
    if len(subj) != 1 or len(cl.args) != 1:
        raise Unsupported("「…が存在する地形」 of this form in a ◇ summon not run yet")
    owner = None
    conds: list[tuple[Any, ...]] = []
    kinds = []
    for t in subj[0].value.terms:
        c = _cls(t)
        if c == "Owner" and t.who in ("own_army", "enemy_army"):
            owner = "own" if t.who == "own_army" else "enemy"
        elif c == "Characteristic":
            conds.append(_characteristic(t))
        elif c == "CardKind" and t.id == "unit":
            kinds.append(t)
        else:
            raise Unsupported(f"「…が存在する地形」 with {c} in a ◇ summon not run yet")
    if not kinds:
        raise Unsupported("「…が存在する地形」 naming no unit in a ◇ summon not run yet")
    cond: Any = None
    if len(conds) == 1:
        cond = conds[0]
    elif conds:
        cond = ("and", tuple(conds))
    return ("units", owner, cond)


def _area_place(np: Any) -> tuple[Any, ...]:
    """An area description where a placement goes (「Xエリアに」): ('adjacent_hq', owner) an area
    next to that player's headquarters (5.1.2.4's neighbours), ('terrain_not_hq',) an area
    holding a terrain that is no headquarters (15.4.6.2)."""
    terms = list(np.terms)
    if not terms or _cls(terms[-1]) != "Zone" or terms[-1].id != "area" or len(terms) != 2:
        raise Unsupported("an area named for a ◇ placement of this form not run yet")
    rel = terms[0]
    if _cls(rel) != "Relative":
        raise Unsupported("an area named for a ◇ placement of this form not run yet")
    cl = rel.clause
    names = [n.text for n in _walk(cl) if _cls(n) == "Name"]
    if (
        cl.verb == "exist_in"
        and names
        and names[0].replace("（", "(").replace("）", ")") in ("地形(本陣を除く)",)
    ):
        return ("terrain_not_hq",)
    positions = {n.id for n in _walk(cl) if _cls(n) == "Position"}
    owners = [n.who for n in _walk(cl) if _cls(n) == "Owner"]
    zones = {n.id for n in _walk(cl) if _cls(n) == "Zone"}
    # 「…に隣接する」: the verb (5.1.2.18), or 「隣」 with a stray 「接」 as it was typed before
    if (
        (cl.verb == "adjoin" or "adjacent" in positions)
        and zones == {"headquarters"}
        and len(owners) == 1
    ):
        if owners[0] in ("own_army", "enemy_army"):
            return ("adjacent_hq", "own" if owners[0] == "own_army" else "enemy")
    raise Unsupported("an area named for a ◇ placement of this form not run yet")


def _after(node: Any, sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """「召喚後、対象は手札を1枚補充する。」: the player steps after the summon, read by the shared
    compiler as an ability's steps on 〈対象:自軍プレイヤー〉 (12.3, 12.4)."""
    from ruling.cardtext import abilities as shared
    from ruling.games._mc import cardtext as ct

    if not sentences:
        return ()
    first = sentences[0]
    lead = first.steps[0] if first.steps else None
    unknown = [n.text for n in _walk(lead) if _cls(n) == "Unknown"] if lead is not None else []
    if unknown != ["召喚後"] and unknown != ["配置後"]:
        raise Unsupported("a sentence after a ◇ summon other than 「召喚後、…」 not run yet")
    rest_first = replace(first, steps=first.steps[1:])
    effect = replace(node.effect, sentences=(rest_first, *sentences[1:]))
    if ct.VOCAB is None:
        ct.VOCAB = ct._vocab()
    bare = replace(
        node, keyword=None, target=None, condition=None, cost=None, trigger=None, effect=effect
    )
    p = shared.compile_ability(bare, ct.VOCAB)
    steps, _ = ct._effect_steps(p, ct.Target("player", "own"))
    if not steps or not all(isinstance(x, ct.PLAYER_STEPS) for x in steps):
        raise Unsupported("「召喚後、…」 with steps other than the player's own not run yet")
    return tuple(steps)


def compile_own_play(
    node: Any, name: str, timings: tuple[str, ...], limits: tuple[str, ...], card_type: str | None
) -> OwnPlay:
    """A ◇ ability whose 〈発揮:…〉 is a summon / placement declaration (14.6.3.2, 14.6.3.3)."""
    from ruling.games._mc import cardtext as ct

    act = own_moment(node)
    b_form = act is None and getattr(node, "trigger", None) is None
    if b_form:
        # 14.6.2 b. (no 発揮時期): 〈対象:自軍プレイヤー〉 on a unit card summoning it (14.6.4.1) —
        # the act the step's verb names; used in the phase / timing the card prints
        found = _own_step(node)
        act = _VERBS.get(found[2].body.verb) if found is not None else None
        if act == "placement":
            # 14.6.4.2: 〈対象:地形1つ〉 on a terrain card placing it (onto the target's area)
            return _b_placement(node, name, timings, limits, card_type)
    if act is None:
        raise Unsupported(ct._DIAMOND_OTHER)
    want = "terrain" if act == "placement" else "unit"
    if card_type not in (want, None):
        raise Unsupported(
            f"a ◇ ability of 〈発揮:{ACT_JA[act]}宣言時〉 on a card of type {card_type}: 14.6.3.2 / "
            "14.6.3.3 give that 発揮時期 to a unit card summoned / a terrain card placed — not run"
        )
    if limits:
        raise Unsupported("[対抗:～限定] on a ◇ summon / placement not run yet")
    if node.keyword is not None:
        raise Unsupported(f"the keyword {node.keyword.name} on a ◇ summon not run yet")
    found = _own_step(node)
    if found is None:
        unparsed = [
            st.body.text
            for se in (node.effect.sentences if node.effect else ())
            for st in se.steps
            if _cls(st.body) == "Unparsed"
        ]
        if unparsed:
            raise Unsupported(
                f"a ◇ ability of 〈発揮:{ACT_JA[act]}宣言時〉: text the grammar could not type "
                f"(「{unparsed[0]}」) — not run"
            )
        raise Unsupported(ct._DIAMOND_OTHER)
    si, sj, st = found
    body = st.body
    verb_act = _VERBS[body.verb]
    if verb_act != act:
        # 〈発揮:普通召喚宣言時〉 and 「即時召喚する」: which summon it is is said two ways
        raise Unsupported(
            f"〈発揮:{ACT_JA[act]}宣言時〉 with 「{ACT_JA[verb_act]}する」: which act is not said — not run"
        )
    if body.form.value not in ("permissive", "final"):
        # 「…にのみ配置できる」 and the like: a restriction, not the act
        raise Unsupported(f"a ◇ {ACT_JA[act]} in the form {body.form.value} not run yet")
    if st.lead is not None or st.lead_inner is not None:
        raise Unsupported(f"the connector {st.lead or st.lead_inner} before a ◇ summon not run yet")
    if not any(a.role.value == "object" for a in body.args):
        body = _hoisted(body)
    free = False
    if (
        "this_card" not in _refs(body)
        and sj
        and _free_of_this(node.effect.sentences[si].steps[sj - 1].body)
    ):
        free = True  # 「このカードを召喚コストを支払わずに普通召喚する」
    else:
        _the_card_object(body)
    topics = [a for a in body.args if a.role.value == "topic"]
    for a in topics:
        if _words(a.value) != {"target"}:
            raise Unsupported("「…は」 before a ◇ summon other than 「対象は」 not run yet")
    # 〈対象:～〉: the player (14.6.4.1: 〈対象:自軍プレイヤー〉), 「このカード」, or none
    this_target = node.target is not None and _refs(node.target) == {"this_card"}
    target = ct._target(node.target) if node.target is not None and not this_target else None
    on_target = False
    if target is not None and target.kind == "player" and target.owner != "own":
        raise Unsupported("a ◇ summon by a player other than the own not run yet")
    if b_form and (target is None or target.kind != "player"):
        # 14.6.4.1: the b. form summons its card when it is 〈対象:自軍プレイヤー〉
        raise Unsupported("a ◇ summon of the b. form without 〈対象:自軍プレイヤー〉 (14.6.4.1)")
    if target is None and node.target is not None:
        # 〈対象:このカード〉: the card itself (4.7.2), the one summoned
        if _refs(node.target) != {"this_card"}:
            raise Unsupported("〈対象:…〉 of this form on a ◇ summon not run yet")
    if target is not None and target.kind not in ("player",):
        raise Unsupported(f"〈対象:…〉 of kind {target.kind} on a ◇ {ACT_JA[act]} not run yet")
    if topics and target is None:
        raise Unsupported("「対象は」 without 〈対象:自軍プレイヤー〉 on a ◇ summon not run yet")
    # the other parts of the sentence: 「召喚コストを支払わずに」 before it
    sentence = node.effect.sentences[si]
    before = sentence.steps[:sj]
    after_in = sentence.steps[sj + 1 :]
    for k, b in enumerate(before):
        bb = b.body
        if (
            _cls(bb) == "Action"
            and bb.verb == "pay_out"
            and bb.form.value == "without"
            and {n.id for n in _walk(bb) if _cls(n) == "Stat"} == {"cost"}
            and (k == len(before) - 1)
        ):
            free = True  # 「召喚コストを支払わずに」 (15.1.2: a summon's cost is the hero points)
            continue
        raise Unsupported("a step before a ◇ summon in its sentence not run yet")
    if after_in:
        raise Unsupported("a step after a ◇ summon in its sentence not run yet")
    # where: 「Xに、」
    goals = [a for a in body.args if a.role.value == "goal"]
    where = None
    if len(goals) > 1:
        raise Unsupported("two places named for a ◇ summon not run yet")
    if goals:
        where = (
            _area_place(goals[0].value) if act == "placement" else _terrain_place(goals[0].value)
        )
    extra = [a for a in body.args if a.role.value not in ("goal", "topic", "object")]
    if extra:
        raise Unsupported(f"the argument {extra[0].role.value} of a ◇ summon not run yet")
    # the condition: before the effect (「…の場合、」), or on the step (12.2.7.4.3: 召喚条件)
    conds = [c for c in (node.condition, st.condition) if c is not None]
    if len(conds) > 1:
        raise Unsupported("two conditions on a ◇ summon not run yet")
    condition = ct._condition(conds[0]) if conds else None
    if condition is not None:
        kinds = ct._kinds_in(condition)
        if ct._reads_this(condition) or kinds & {
            "here_terrain",
            "here_controlled",
            "here_next",
            "on_this",
        }:
            # 「このユニット / この地形」: a card in the hand is no unit and on no terrain (5.1.2.4)
            raise Unsupported("a condition on this unit / terrain in a ◇ summon not run yet")
    if si + 1 < len(node.effect.sentences) and act == "placement":
        raise Unsupported("a sentence after a ◇ placement not run yet")
    after = _after(node, node.effect.sentences[si + 1 :])
    if node.effect.sentences[:si]:
        raise Unsupported("a sentence before a ◇ summon not run yet")
    costs = ct._card_costs(node.cost)
    return OwnPlay(
        act=act,
        name=name,
        timings=timings,
        condition=condition,
        where=where,
        hand_cost=costs[0] if costs else None,
        more_costs=tuple(costs[1:]),
        free=free,
        after=after,
        on_target=on_target,
    )


def _one_terrain(target: Any) -> bool:
    """〈対象:地形1つ〉: one terrain, of either side (14.6.4.2's target)."""
    terms = getattr(target, "terms", None)
    if terms is None:
        args = getattr(target, "args", ())
        terms = args[0].value.terms if len(args) == 1 else ()
    shape = [(_cls(t), getattr(t, "id", None)) for t in terms]
    if shape != [("CardKind", "terrain"), ("Count", None)]:
        return False
    count = terms[1]
    return count.bound == "exact" and getattr(count.number, "value", None) == 1


def _target_area(np: Any) -> bool:
    """「対象の存在するエリア」: the area the target (a terrain, 〈対象:地形1つ〉) is in."""
    terms = list(np.terms)
    if len(terms) != 2 or (_cls(terms[1]), getattr(terms[1], "id", None)) != ("Zone", "area"):
        return False
    rel = terms[0]
    if _cls(rel) != "Relative" or getattr(rel.clause, "verb", None) != "exist_in":
        return False
    args = rel.clause.args
    return len(args) == 1 and _words(args[0].value) == {"target"} and not _refs(args[0].value)


def _target_terrain_condition(cond: Any) -> tuple[Any, ...]:
    """「対象が「誰もいない地形」の場合、」 / 「対象が「種族:X」の場合、」 on the target terrain: the
    part of the place (``fits``) the terrain of the area must meet (10.12.1: a condition before
    the effect; not met, the card is not placed by it)."""
    from ruling.games._mc.cardtext import _characteristic

    cl = getattr(cond, "clause", None)
    args = {a.role.value: a.value for a in getattr(cl, "args", ())}
    if (
        getattr(cl, "verb", None) != "be"
        or set(args) != {"subject", "predicate"}
        or _words(args["subject"]) != {"target"}
        or len(args["predicate"].terms) != 1
    ):
        raise Unsupported("a condition of this form on a ◇ placement of the b. form not run yet")
    t = args["predicate"].terms[0]
    if (_cls(t), getattr(t, "text", None)) == ("Name", "誰もいない地形"):
        return ("nobody",)  # 5.1.2.13
    if _cls(t) == "Characteristic":
        kind, values = _characteristic(t)
        return ("char", kind, values)
    raise Unsupported("a condition of this form on a ◇ placement of the b. form not run yet")


def _b_placement(
    node: Any, name: str, timings: tuple[str, ...], limits: tuple[str, ...], card_type: str | None
) -> OwnPlay:
    """14.6.2 b. on a terrain card: 「〈対象:地形1つ〉(対象が…の場合、)このカードを対象の存在する
    エリアに配置してもよい」 — its use follows the placement procedure, onto a place the normal
    rules may not allow, and counts as a normal placement declared (14.6.4.2): the card goes
    onto the area of the terrain targeted, that terrain discarded (12.1.1.2.7)."""
    if card_type not in ("terrain", None):
        raise Unsupported("〈対象:地形1つ〉 ◇ placement on a card other than a terrain card")
    if limits or node.keyword is not None or node.cost:
        raise Unsupported("a ◇ placement of the b. form with a limit, keyword or cost not run yet")
    if node.target is None or not _one_terrain(node.target):
        raise Unsupported("a ◇ placement of the b. form without 〈対象:地形1つ〉 (14.6.4.2)")
    found = _own_step(node)
    sents = node.effect.sentences if node.effect else ()
    if found is None or len(sents) != 1 or len(sents[0].steps) != 1:
        raise Unsupported("a ◇ placement of the b. form with other steps not run yet")
    _si, _sj, st = found
    body = st.body
    if not any(a.role.value == "object" for a in body.args):
        body = _hoisted(body)
    _the_card_object(body)
    if body.form.value not in ("permissive", "final") or st.lead or st.lead_inner:
        raise Unsupported("a ◇ placement of the b. form of this form not run yet")
    goals = [a for a in body.args if a.role.value == "goal"]
    others = [a for a in body.args if a.role.value not in ("goal", "object")]
    if len(goals) != 1 or others or not _target_area(goals[0].value):
        raise Unsupported("a ◇ placement of the b. form elsewhere than the target's area")
    conds = [c for c in (node.condition, st.condition) if c is not None]
    if len(conds) > 1:
        raise Unsupported("two conditions on a ◇ placement not run yet")
    parts: tuple[Any, ...] = (("any",), *(_target_terrain_condition(c) for c in conds))
    return OwnPlay(
        act="placement",
        name=name,
        timings=timings,
        where=("and", parts),
        on_target=True,
        b_form=True,
    )


def compile_keyword(kw: Any, card_type: str | None) -> OwnPlay:
    """【強制配置】 / 【普通召喚】「X」 / 【即時召喚】「X」: the text the keyword means (15.4.6.2,
    15.4.7.2, 15.4.8.2), compiled as that text is."""
    from ruling.abilities import _parser

    x = ""
    named: str | None = None
    if kw.id != "forced_placement":
        shown = [getattr(a.value, "text", None) for a in kw.args]
        if len(shown) != 1 or not shown[0]:
            raise Unsupported(
                f"「{kw.name}」 without the 「○○の地形」 after it ({KEYWORD_CLAUSE[kw.id]}) — not run"
            )
        x, named = icon_terrain(kw.name, str(shown[0]), KEYWORD_CLAUSE[kw.id])
    elif kw.args:
        raise Unsupported(
            f"「{kw.name}」 with a value ({KEYWORD_CLAUSE[kw.id]} prints none) — not run"
        )
    text = KEYWORD_MEANING[kw.id].format(name=kw.name, x=x)
    parse = _parser()
    card = getattr(parse(text, "mc"), "card", None) if parse is not None else None
    nodes = tuple(card.abilities) if card is not None else ()
    if len(nodes) != 1:
        raise Unsupported(f"「{kw.name}」: its meaning ({KEYWORD_CLAUSE[kw.id]}) is not read")
    from ruling.games._mc.cardtext import _header

    node = nodes[0]
    _, name, timings, limits = _header(node)
    prog = compile_own_play(node, name, timings, limits, card_type)
    if named is not None:
        # 「○○の地形」 with ○○ a card name: the terrain of that name (2.1.5.1)
        prog = replace(prog, where=("name", named))
    if kw.id == "normal_summon":
        # 15.4.7.2: 「○○に合致する敵軍支配地形ではない地形」
        where = prog.where or ("any",)
        prog = replace(prog, where=("and", (where, ("not_enemy",))))
    return replace(prog, keyword=kw.id)


# 2.1.13.2: the attributes a card may have
_ATTRIBUTES = ("火", "水", "土", "風", "聖", "魔", "喰", "獣", "荒", "機")


def icon_terrain(name: str, shown: str, clause: str) -> tuple[str, str | None]:
    """The 「○○の地形」 printed after a summon / advance icon (15.4.7.2, 15.4.8.2, 15.4.10.2) as
    the words of the text it means, and a card name when ○○ is one: 「属性:X」 / 「種族:X」 (the
    terrain's attribute / race; a bare X of 2.1.13.2's attributes the same), 「誰もいない地形」,
    else ○○ a card name (2.1.5.1: the terrain 「○○」 matches is the one of that name) —
    (text, the name or None)."""
    core = shown.strip().strip("「」")
    core = re.sub(r"」?の地形$", "", core).strip("「」").strip()
    m = re.fullmatch(r"(属性|種族)\s*[:：]\s*(.+)", core)
    if m:
        return f"「{m.group(1)}:{m.group(2)}」の地形", None
    if core in _ATTRIBUTES:
        return f"「属性:{core}」の地形", None
    if core in ("誰もいない地形", "誰もいない"):
        return "「誰もいない地形」", None
    if core and not re.search(r"[「」:：/／\s]", core):
        return "地形", core
    raise Unsupported(
        f"「{name}」「{shown}」: ○○ is no terrain description the rules use (an attribute / race, "
        f"「誰もいない地形」, a card name; {clause}) — not run"
    )


# --- the runtime: read by the summon / placement procedures (``basic.summon``,
# ``basic.place_terrain``) ------------------------------------------------------------------

# the timing notations that name a battle's timings (10.9.4 normal, 10.9.5 counter, 10.9.7
# initiative): a summon / placement declaration is never in them (8.3.2, 7.4, 7.3)
_BATTLE_STEP_NOTATIONS = {"normal": "10.9.4", "counter": "10.9.5", "initiative": "10.9.7"}


def own_plays(card: Any, acts: tuple[str, ...]) -> list[OwnPlay]:
    """The card's ◇ abilities summoning / placing it, of the acts given (in printed order)."""
    from ruling.abilities import abilities_of
    from ruling.games._mc.cardtext import face_down

    if not getattr(card, "text", None) or face_down(card):
        return []
    return [
        ab.program
        for ab in abilities_of("mc", card)
        if ab.supported and isinstance(ab.program, OwnPlay) and ab.program.act in acts
    ]


def unrun_own_plays(card: Any) -> list[Any]:
    """The card's ◇ summon / placement abilities the compiler refused (``Ability``s)."""
    from ruling.abilities import abilities_of

    if not getattr(card, "text", None):
        return []
    out = []
    for ab in abilities_of("mc", card):
        if ab.supported:
            continue
        t = ab.text
        if "召喚宣言時" in t or "地形配置宣言時" in t or "強制配置" in t.split("\n")[0]:
            out.append(ab)
    return out


def pick(card: Any, acts: tuple[str, ...], named: Any) -> tuple[OwnPlay | None, str | None]:
    """The ◇ ability ``named`` (its name, or ``true``: the only one) among the card's of
    ``acts``; (None, why) when there is no such one."""
    mine = own_plays(card, acts)
    if named is True:
        if len(mine) == 1:
            return mine[0], None
        return None, "none" if not mine else "several"
    hits = [o for o in mine if o.name == str(named) or o.keyword and str(named) in o.name]
    if len(hits) == 1:
        return hits[0], None
    return None, "none" if not hits else "several"


def timing_fits(ctx: Any, own: OwnPlay, player: str) -> tuple[bool | None, tuple[str, ...]]:
    """12.2.7.4.3: whether the ability's timing notation fits the declaration (True / False,
    with the clauses), or None when it names a battle timing (``_BATTLE_STEP_NOTATIONS``), which
    a declaration never is in — an unsettled point (``diamond_timing_at_declaration``)."""
    st = ctx.state
    if not own.timings:
        return True, ("10.9.11",)  # no notation: whenever its 発揮時期 comes
    battle = bool(st.vars.get("mc.battle"))
    cl: list[str] = []
    odd = False
    for t in own.timings:
        if t == "combat":
            if battle:
                return True, ("10.9.8",)
            cl.append("10.9.8")
        elif t == "own_turn":
            if player == st.turn.player:
                return True, ("10.9.10",)
            cl.append("10.9.10")
        elif t == "main":
            if st.turn.phase == "main" and not battle and own.act == "placement":
                return True, ("10.9.9",)
            cl += ["10.9.9", *(("10.9.9.1",) if battle else ())]
        elif t in _BATTLE_STEP_NOTATIONS:
            odd = True
            cl.append(_BATTLE_STEP_NOTATIONS[t])
    return (None if odd else False), tuple(cl)


def fits(ctx: Any, player: str, area: str, where: Any) -> bool:
    """Whether the terrain / area ``area`` is the one ``where`` describes (``_terrain_place``,
    ``_area_place``) for ``player``."""
    from ruling.games._mc.common import (
        _matches,
        adjacent,
        characteristics,
        controller_of_area,
        hq_area,
        is_hq,
        terrain,
        units,
    )

    if where is None:
        return True
    kind = where[0]
    t = terrain(ctx, area)
    if kind == "and":
        return all(fits(ctx, player, area, w) for w in where[1])
    if kind == "any":
        return t is not None
    if kind == "battle":
        st = ctx.state
        return bool(st.vars.get("mc.battle")) and st.vars.get("mc.battle_area") == area
    if kind == "char":
        return t is not None and any(v in characteristics(t, where[1], ctx) for v in where[2])
    if kind == "units":
        owner, cond = where[1], where[2]
        sides = (
            [player]
            if owner == "own"
            else [ctx.state.opponent(player)]
            if owner
            else list(ctx.state.players)
        )
        return any(_matches(u, cond, ctx) for q in sides for u in units(ctx, q, area))
    if kind == "controlled":
        who = player if where[1] == "own" else ctx.state.opponent(player)
        return t is not None and controller_of_area(ctx, area) == who
    if kind == "not_enemy":
        return t is not None and controller_of_area(ctx, area) != ctx.state.opponent(player)
    if kind == "nobody":
        return t is not None and not any(units(ctx, q, area) for q in ctx.state.players)
    if kind == "name":
        # 「○○の地形」 with ○○ a bare word (``icon_terrain``): the terrain of that card name
        # (2.1.5.1), or one that has ○○ as its attribute / race (2.1.13.1, 2.1.22.1: the card's
        # own information — 「○○に合致する」 compares ○○ with it)
        return t is not None and (t.name == where[1] or word_is_characteristic(ctx, t, where[1]))
    if kind == "not_enemy_hq":
        return t is not None and not (is_hq(t) and t.owner == ctx.state.opponent(player))
    if kind == "hq":
        return (
            t is not None
            and is_hq(t)
            and t.owner == (player if where[1] == "own" else ctx.state.opponent(player))
        )
    if kind == "terrain_not_hq":
        return t is not None and not is_hq(t)
    if kind == "adjacent_hq":
        who = player if where[1] == "own" else ctx.state.opponent(player)
        hq = hq_area(ctx, who)
        return hq is not None and adjacent(hq, area)
    return False


def word_is_characteristic(ctx: Any, t: Any, word: str) -> bool:
    """Whether the terrain ``t`` has ``word`` as one of its attributes or races (2.1.13.1,
    2.1.22.1; as printed or changed by the effects in force, ``common.characteristics``)."""
    from ruling.games._mc.common import characteristics

    return any(word in characteristics(t, kind, ctx) for kind in ("attribute", "species"))


def named_word(where: Any) -> str | None:
    """The bare word ○○ a place ``where`` names a terrain by (``icon_terrain``), or None."""
    if not isinstance(where, tuple) or not where:
        return None
    if where[0] == "and":
        return next((w for w in map(named_word, where[1]) if w is not None), None)
    return str(where[1]) if where[0] == "name" else None


def names_terrain(where: Any) -> bool:
    """Whether a place ``where`` names a terrain by its card name (``icon_terrain``)."""
    if not isinstance(where, tuple) or not where:
        return False
    if where[0] == "and":
        return any(names_terrain(w) for w in where[1])
    return where[0] == "name"


def where_ja(where: Any) -> str:
    """The place described, in words (for the ruling's steps)."""
    if where is None:
        return ""
    kind = where[0]
    if kind == "and":
        return "・".join(where_ja(w) for w in where[1])
    return (
        {
            "any": "地形",
            "battle": "戦闘が行われている地形",
            "controlled": "支配地形",
            "not_enemy": "敵軍支配地形ではない地形",
            "terrain_not_hq": "地形（本陣を除く）の存在するエリア",
            "units": "（指定のユニットが存在する地形）",
            "nobody": "誰もいない地形",
            "not_enemy_hq": "敵軍本陣を除く地形",
        }.get(kind, "")
        or (("自軍" if where[1] == "own" else "敵軍") + "本陣" if kind == "hq" else "")
        or (
            f"「{where[1]}」の地形"
            if kind == "name"
            else "「" + "/".join(where[2]) + "」の地形"
            if kind == "char"
            else ("自軍" if where[1] == "own" else "敵軍") + "本陣に隣接するエリア"
            if kind == "adjacent_hq"
            else str(where)
        )
    )


def special_advance_text(kw: Any) -> str:
    """【特殊進軍】「○○の地形」 (15.4.10.2): the text it means, ○○ a terrain description the rules
    use (``icon_terrain``: 「属性:X」 / 「種族:X」 of the terrain, 「誰もいない地形」, a card name
    quoted as 「○○」)."""
    shown = [getattr(a.value, "text", None) for a in kw.args] or [
        getattr(p, "text", None) for p in kw.params
    ]
    if len(shown) != 1 or not shown[0]:
        raise Unsupported(f"「{kw.name}」 without the 「○○の地形」 after it (15.4.10.2) — not run")
    x, named = icon_terrain(kw.name, str(shown[0]), "15.4.10.2")
    if named is not None:
        # ○○ a card name (2.1.5.1): 「「○○」に合致する…地形」, the terrain of that name
        x = f"「{named}」"
    return ADVANCE_MEANING.format(name=kw.name, x=x)
