//! SV-COMP task definitions (`.yml`, format 2.0).

use std::path::{Path, PathBuf};

use ir::DataModel;
use serde::Deserialize;
use thiserror::Error;

use crate::property::Property;

/// Why a task file could not be used.
#[derive(Debug, Error)]
pub enum TaskError {
    /// The file cannot be read.
    #[error("{path}: {reason}")]
    Io { path: String, reason: String },
    /// The YAML is not a task definition.
    #[error("{path}: not an SV-COMP task definition: {reason}")]
    Format { path: String, reason: String },
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Files {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize)]
struct PropertyEntry {
    property_file: String,
    expected_verdict: Option<bool>,
    subproperty: Option<String>,
}

#[derive(Deserialize, Default)]
struct Options {
    data_model: Option<String>,
}

#[derive(Deserialize)]
struct Raw {
    input_files: Files,
    #[serde(default)]
    properties: Vec<PropertyEntry>,
    #[serde(default)]
    options: Options,
}

/// One property entry of a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskProperty {
    /// The property (None for properties pathsift does not verify, e.g. coverage).
    pub property: Option<Property>,
    /// The `.prp` file.
    pub file: PathBuf,
    /// Expected verdict, if given.
    pub expected: Option<bool>,
    /// Expected violated subproperty (e.g. `valid-deref`).
    pub subproperty: Option<String>,
}

/// A verification task.
#[derive(Clone, Debug)]
pub struct Task {
    /// Input files, resolved against the task's folder.
    pub inputs: Vec<PathBuf>,
    /// Data model.
    pub data_model: DataModel,
    /// Properties with expected verdicts.
    pub properties: Vec<TaskProperty>,
}

impl Task {
    /// Reads a task definition.
    pub fn load(path: &Path) -> Result<Task, TaskError> {
        let p = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| TaskError::Io {
            path: p.clone(),
            reason: e.to_string(),
        })?;
        let raw: Raw = serde_yaml_ng::from_str(&text).map_err(|e| TaskError::Format {
            path: p.clone(),
            reason: e.to_string(),
        })?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let inputs = match raw.input_files {
            Files::One(f) => vec![dir.join(f)],
            Files::Many(v) => v.into_iter().map(|f| dir.join(f)).collect(),
        };
        let data_model = match raw.options.data_model.as_deref() {
            None => DataModel::Lp64,
            Some(m) => DataModel::parse(m).ok_or_else(|| TaskError::Format {
                path: p.clone(),
                reason: format!("unknown data model {m}"),
            })?,
        };
        let properties = raw
            .properties
            .into_iter()
            .map(|e| {
                let file = dir.join(&e.property_file);
                let property = std::fs::read_to_string(&file)
                    .ok()
                    .and_then(|t| Property::parse(&t))
                    .or_else(|| {
                        let stem = file
                            .file_stem()
                            .and_then(|s| s.to_str())
                            .unwrap_or_default();
                        Property::parse(stem)
                    });
                TaskProperty {
                    property,
                    file,
                    expected: e.expected_verdict,
                    subproperty: e.subproperty,
                }
            })
            .collect();
        Ok(Task {
            inputs,
            data_model,
            properties,
        })
    }
}
