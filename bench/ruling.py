"""Ruling benchmark: median and p95 ms per scenario over the scenario suite, next to the time
to load (parse + validate) the scenario file alone, in the same run; and, per game with a card
list under ../shared/cards/, how many real cards (and abilities) are executable by the engine,
for the whole list, the in-sample products and the held-out products (a fixed list,
``ruling.abilities.HELD_OUT_PRODUCTS``, decided before the work of issue 12: ws the titles BAV
Fvd Gdr IM LSS P5 RZ SAO Shh Snw Soj; vg none now). Held-out failures are never read, only
these aggregate figures. VG: DZ-BT13 held out rounds 12-13, last blind figure 114/266 (42.9%)
at b9c98e61; spent on diagnosis in round 14; a blind card-text set written this round,
tests/blind/cards_r14/, scored by the lead at the round's end, replaces it.

Issue 12's leave-products-out view, per game (``products_split``): the products the code is
built on, measured now (vg: each product of the list on its own row; the blind card-text sets
scored once and development material since, ``ruling.abilities.SPENT_BLIND_SETS``), beside the
figures those sets gave when the code had not been built on them (``BLIND_FIGURES``, recorded at
the commit they were scored, not measured again). A gap between the two is fitting. No vg
product is unseen now: the next such figures are the blind card-text sets, each scored by the lead
once at the start of a round (recorded in ``BLIND_FIGURES`` up to cards_r45).

    python bench/ruling.py [--repeat N] [--game ws|vg] [--json]

Figures are given for all scenarios together and per game. [--no-cards] [--startup: the
wall time of a fresh ``shinpan ruling`` process, with and without card text, beside ``shinpan
rule`` in the same run (bench/_startup.py)] [--startup-only: that start-up alone, without
the scenario suite or the card counts]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.resolve import resolve  # noqa: E402
from ruling.scenario import ScenarioError, load  # noqa: E402


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def summary(load_ms: list[float], total_ms: list[float]) -> dict[str, object]:
    return {
        "scenarios": len(total_ms),
        "ruling_ms": {
            "median": round(statistics.median(total_ms), 2),
            "p95": round(pct(total_ms, 95), 2),
        },
        "load_only_ms": {
            "median": round(statistics.median(load_ms), 2),
            "p95": round(pct(load_ms, 95), 2),
        },
    }


def _figure(part: dict[str, object]) -> str:
    return (
        f"cards with every ability executable: {part['cards_all_executable']} / {part['cards']}"
        f" ({100 * part['share_all_executable']:.1f}%);"  # type: ignore[operator]
        f" abilities executable: {part['abilities_executable']} / {part['abilities']}"
        f" ({100 * part['share_abilities_executable']:.1f}%)"  # type: ignore[operator]
    )


def products_split(
    game: str,
    rep: dict[str, Any] | None = None,
    measure: Callable[[str, Path], dict[str, Any]] | None = None,
) -> dict[str, object]:
    """Issue 12's leave-products-out view of ``game``'s card texts: the products the code is
    built on, measured now — each product of ../shared/cards/GAME.cards.jsonl not held out, and
    each spent blind set (``ruling.abilities.SPENT_BLIND_SETS``); the products measured on
    before the code was built on them (``ruling.abilities.BLIND_FIGURES``: recorded once, not
    measured again); and the held-out products never built on (``unseen``). ``rep``: the
    report of the development list when the caller has it; ``measure``: how a spent set is
    measured (``corpus_report`` by default)."""
    from ruling.abilities import BLIND_FIGURES, HELD_OUT_PRODUCTS, SPENT_BLIND_SETS, corpus_report

    if rep is None:
        rep = corpus_report(game, ROOT.parent / "shared" / "cards" / f"{game}.cards.jsonl")
    if measure is None:
        measure = lambda g, path: corpus_report(g, path, held_out=())  # noqa: E731
    held = set(HELD_OUT_PRODUCTS.get(game, ()))
    built: list[tuple[str, dict[str, object]]] = []
    if game == "vg":  # a handful of products: each on its own row
        built += [(p, t) for p, t in rep["by_product"].items() if p not in held]
    else:
        built.append(("../shared/cards (in-sample products)", rep["in_sample"]))
    for name in SPENT_BLIND_SETS:
        path = ROOT / "tests" / "blind" / name / f"{game}.cards.jsonl"
        if path.exists():
            r = measure(game, path)
            built.append((f"tests/blind/{name} (development since scored)", r))
    measured = []
    for name, products, commit, ok, n, ok_ab, n_ab in BLIND_FIGURES.get(game, ()):
        part = {
            "cards_all_executable": ok,
            "cards": n,
            "share_all_executable": round(ok / n, 4),
            "abilities_executable": ok_ab,
            "abilities": n_ab,
            "share_abilities_executable": round(ok_ab / n_ab, 4),
        }
        measured.append((name, products, commit, part))
    return {"built_on": built, "measured_on": measured, "unseen": sorted(held)}


def startup(repeat: int) -> None:
    """Fresh-process start-up of rulings with and without card text beside ``shinpan rule``
    (bench/_startup.py)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from _startup import report

    scn = ROOT / "tests" / "scenarios" / "vg"
    report(
        repeat,
        {
            "ruling with card text": [
                "ruling",
                str(scn / "real_card_instead_amount_replaced.yaml"),
            ],
            "ruling without card text": ["ruling", str(scn / "boost_adds_power.yaml")],
            "ruling without card text (ws)": [
                "ruling",
                str(ROOT / "tests" / "scenarios" / "ws" / "damage_level3_clock6_loses.yaml"),
            ],
        },
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--game", help="only this game's scenarios (default: every game)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-cards", action="store_true", help="skip the real-card count")
    ap.add_argument(
        "--startup", action="store_true", help="also time fresh-process start-up of rulings"
    )
    ap.add_argument(
        "--startup-only",
        action="store_true",
        help="time only the fresh-process start-up (not the scenario suite nor the cards)",
    )
    args = ap.parse_args()
    if args.startup_only:
        startup(args.repeat)
        return 0
    files = sorted((ROOT / "tests" / "scenarios").glob(f"{args.game or '*'}/*.yaml"))
    per_game: dict[str, tuple[list[float], list[float]]] = {}
    refused: list[str] = []
    for f in files:
        try:
            resolve(load(f), file=str(f))
        except ScenarioError:
            # a known failure the loader (or its choices check, run with the ruling) refuses
            # (tests/scenarios/known_failures.yaml), or a file naming cards by number when the
            # KB holds no card list: not timed
            refused.append(f"{f.parent.name}/{f.name}")
            continue
        best_load = best_total = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            scn = load(f)
            t1 = time.perf_counter()
            resolve(scn, file=str(f))
            t2 = time.perf_counter()
            best_load = min(best_load, (t1 - t0) * 1000)
            best_total = min(best_total, (t2 - t0) * 1000)
        loads, totals = per_game.setdefault(f.parent.name, ([], []))
        loads.append(best_load)
        totals.append(best_total)
    all_load = [x for lo, _ in per_game.values() for x in lo]
    all_total = [x for _, to in per_game.values() for x in to]
    out: dict[str, object] = dict(summary(all_load, all_total))
    out["games"] = {g: summary(lo, to) for g, (lo, to) in sorted(per_game.items())}
    out["refused_by_the_loader"] = refused
    if not args.no_cards:
        from ruling.abilities import corpus_report

        cards: dict[str, object] = {}
        for g in sorted(per_game):
            path = ROOT.parent / "shared" / "cards" / f"{g}.cards.jsonl"
            if path.exists():
                rep = corpus_report(g, path)
                cards[g] = {
                    k: rep[k]
                    for k in (
                        "cards",
                        "cards_all_executable",
                        "share_all_executable",
                        "abilities",
                        "abilities_executable",
                        "share_abilities_executable",
                        "held_out_products",
                        "in_sample",
                        "held_out",
                        "by_product",
                    )
                }
                cards[g]["products"] = products_split(g)  # type: ignore[index]
        out["cards"] = cards
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{out['scenarios']} scenarios (best of {args.repeat} per file)")
    if refused:
        print(
            "  not timed, refused by the loader (a known failure, or a file naming cards by number"
            f" while this KB holds no card list: `shinpan cards import`): {', '.join(refused)}"
        )
    rows = [("all", out)] + list(out["games"].items())  # type: ignore[union-attr]
    for name, d in rows:
        r, lo = d["ruling_ms"], d["load_only_ms"]  # type: ignore[index]
        print(
            f"{name:<4} ({d['scenarios']:>3})  load + rule: median {r['median']} ms,"  # type: ignore[index]
            f" p95 {r['p95']} ms   load only: median {lo['median']} ms, p95 {lo['p95']} ms"
        )
    for g, c in (out.get("cards") or {}).items():  # type: ignore[union-attr]
        held = ", ".join(c["held_out_products"]) or "none"
        print(f"{g:<4} real cards (held-out products: {held})")
        for name, part in (("all", c), ("in-sample", c["in_sample"]), ("held-out", c["held_out"])):
            print(f"     {name:<10} {_figure(part)}")
        split = c["products"]
        print(f"     by product, built on (measured now): {len(split['built_on'])} sets")
        for name, part in split["built_on"]:
            print(f"       {name:<44} {_figure(part)}")
        print("     by product, measured on before being built on (leave-products-out, recorded):")
        for name, products, commit, part in split["measured_on"]:
            print(f"       {name} ({products}) at {commit}: {_figure(part)}")
        if not split["unseen"]:
            print(
                "       products never built on, measurable now: none but the blind card-text"
                " sets not yet scored (the lead scores each once, at the start of a round)"
            )
    if args.startup:
        startup(args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
