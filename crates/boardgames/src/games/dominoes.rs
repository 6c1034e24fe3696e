//! Dominoes, one hand from the deal ([`dominoes::Position`]: the deal and every draw
//! from the stock are chance nodes).
//!
//! Tiles are numbered as [`dominoes::Tile::index`]: tile `a|b` with `a <= b` is
//! `b * (b + 1) / 2 + a`, so the `T` tiles of the double-`m` set are `0..T`
//! (`T = (m + 1) * (m + 2) / 2`: 28, 55 or 91).
//!
//! Action ids (`num_distinct_actions` = `2T + 2`): playing tile `t` at the left end
//! is `2t`, at the right end `2t + 1` (the opening tile is played at the left end);
//! `pass` is `2T`, `draw` is `2T + 1`.
//!
//! Chance outcome ids (`2T`, from `N = num_distinct_actions`): tile `t` dealt is
//! `N + t`, tile `t` drawn from the stock is `N + T + t`.
//!
//! Observation of seat `s` (shape `[2T + 2(m + 1) + 15]`), built from the seat's
//! view only (so equal views give equal tensors):
//! - `0..T`: the seat's hand (one-hot per tile);
//! - `T..2T`: the tiles in the line of play;
//! - then `m + 1` one-hot for the number at the left end, `m + 1` for the right end
//!   (zero before the opening tile);
//! - then 4: the hand sizes / T of seats `s`, `s + 1`, `s + 2`, `s + 3` (0 beyond the
//!   players); 1: the number of undealt tiles / T;
//! - then 6: seat `s + k` (k = 0..3) to act, chance to act, hand over;
//! - then 4: one-hot of the seat `s` itself (partnerships are seats 0+2 and 1+3).

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player, Turn};
use dominoes::{DrawRule, Move, Observation, Position, Rules, Seating, Variant};

/// The codec of one dominoes configuration.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct DominoesCodec {
    rules: Rules,
}

impl DominoesCodec {
    /// Returns the codec of `rules`.
    #[must_use]
    pub const fn new(rules: Rules) -> Self {
        Self { rules }
    }

    fn tiles(self) -> u64 {
        self.rules.tile_count() as u64
    }

    fn numbers(self) -> usize {
        usize::from(self.rules.max_pip) + 1
    }

    /// The id of `mv` (see the module documentation).
    #[must_use]
    pub fn encode(self, mv: Move) -> Action {
        let t = self.tiles();
        let n = 2 * t + 2;
        match mv {
            Move::Play { tile, end } => 2 * tile.index() as u64 + end.index() as u64,
            Move::Pass => 2 * t,
            Move::Draw => 2 * t + 1,
            Move::Deal(tile) => n + tile.index() as u64,
            Move::Drawn(tile) => n + t + tile.index() as u64,
        }
    }
}

impl Codec<Position> for DominoesCodec {
    const HIDDEN: bool = true;

    fn num_distinct_actions(&self) -> u64 {
        2 * self.tiles() + 2
    }

    fn max_chance_outcomes(&self) -> u64 {
        2 * self.tiles()
    }

    fn encode(&self, _game: &Position, mv: Move) -> Action {
        (*self).encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![2 * self.tiles() as usize + 2 * self.numbers() + 15]
    }

    fn observe(&self, game: &Position, seat: Player, out: &mut [f32]) {
        let view = game.view(seat);
        let t = self.tiles() as usize;
        let m = self.numbers();
        let players = usize::from(self.rules.players);
        for tile in view.hand.iter() {
            out[tile.index()] = 1.0;
        }
        let mut ends: Option<[u8; 2]> = None;
        for obs in &view.log {
            if let Observation::Seen(Move::Play { tile, end }) = *obs {
                out[t + tile.index()] = 1.0;
                ends = Some(match ends {
                    None => [tile.low(), tile.high()],
                    Some(mut e) => {
                        e[end.index()] = tile.other(e[end.index()]);
                        e
                    }
                });
            }
        }
        let mut at = 2 * t;
        if let Some([left, right]) = ends {
            out[at + usize::from(left)] = 1.0;
            out[at + m + usize::from(right)] = 1.0;
        }
        at += 2 * m;
        let me = seat.index();
        for k in 0..players {
            out[at + k] = f32::from(view.hand_sizes[(me + k) % players]) / t as f32;
        }
        out[at + 4] = f32::from(view.stock_size) / t as f32;
        at += 5;
        let acting = match view.turn {
            Turn::Player(p) => (p.index() + players - me) % players,
            Turn::Chance => 4,
            Turn::Over(_) => 5,
        };
        out[at + acting] = 1.0;
        at += 6;
        out[at + me] = 1.0;
    }

    fn check(&self, game: &Position) -> Result<(), String> {
        if game.rules() == self.rules {
            Ok(())
        } else {
            Err(format!("a hand of {}", game.rules()))
        }
    }

    /// The pips in hand (`dominoes::eval::evaluate`).
    fn evaluate(&self, game: &Position, seat: Player) -> f64 {
        ::dominoes::eval::evaluate(game, seat)
    }
}

fn build(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    let variant = match params.choice("variant") {
        "block" => Variant::Block,
        _ => Variant::Draw,
    };
    let players = u8::try_from(params.int("players")).map_err(|e| e.to_string())?;
    let max_pip = params
        .choice("max_pip")
        .parse::<u8>()
        .map_err(|e| e.to_string())?;
    let mut rules = Rules::new(variant, players).with_max_pip(max_pip);
    if params.bool("teams") {
        rules = rules.with_seating(Seating::Partnerships);
    }
    if params.choice("draw_rule") == "until_playable" {
        rules = rules.with_draw_rule(DrawRule::UntilPlayable);
    }
    let rules = rules.validate().map_err(|e| e.to_string())?;
    let start = Position::new(rules).map_err(|e| e.to_string())?;
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: DominoesCodec { rules },
        start,
    }))
}

/// Dominoes.
pub const DEF: GameDef = GameDef {
    name: "dominoes",
    about: "one hand of dominoes from the deal: the draw game or the block game, 2 to 4 players",
    params: &[
        ParamDef {
            name: "variant",
            kind: ParamKind::Choice(&["draw", "block"]),
            default: "draw",
            meaning: "draw: a player who cannot play draws from the stock; block: passes",
        },
        ParamDef {
            name: "players",
            kind: ParamKind::Int { min: 2, max: 4 },
            default: "2",
            meaning: "the number of players",
        },
        ParamDef {
            name: "max_pip",
            kind: ParamKind::Choice(&["6", "9", "12"]),
            default: "6",
            meaning: "the set: double-six, double-nine or double-twelve",
        },
        ParamDef {
            name: "teams",
            kind: ParamKind::Bool,
            default: "false",
            meaning: "four players in two partnerships (seats 0+2 against 1+3)",
        },
        ParamDef {
            name: "draw_rule",
            kind: ParamKind::Choice(&["one", "until_playable"]),
            default: "one",
            meaning: "draw game: draw one tile and pass, or draw until a tile fits",
        },
    ],
    aliases: &[
        ("dominoes-draw", "dominoes(variant=draw,players=2)"),
        ("dominoes-block", "dominoes(variant=block,players=2)"),
        (
            "dominoes-draw-4",
            "dominoes(variant=draw,players=4,teams=true)",
        ),
        (
            "dominoes-block-4",
            "dominoes(variant=block,players=4,teams=true)",
        ),
        (
            "dominoes-teams",
            "dominoes(variant=draw,players=4,teams=true)",
        ),
    ],
    build,
};
