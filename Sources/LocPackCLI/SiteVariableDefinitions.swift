import ArgumentParser

/// The `--define NAME=VALUE` options of `build` and `lint`: values of
/// translatewiki site variables such as `{{SITENAME}}`.
enum SiteVariableDefinitions {
    /// The definitions by name; a later definition of a name wins.
    ///
    /// - Throws: a `ValidationError` for a definition without `=` or with an
    ///   empty name.
    static func parse(_ definitions: [String]) throws(ValidationError) -> [String: String] {
        var variables: [String: String] = [:]
        for definition in definitions {
            guard let equals = definition.firstIndex(of: "="), equals != definition.startIndex else {
                throw ValidationError("--define takes NAME=VALUE (for example SITENAME=Wikipedia), not '\(definition)'")
            }
            variables[String(definition[..<equals])] = String(definition[definition.index(after: equals)...])
        }
        return variables
    }
}
